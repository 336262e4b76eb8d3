import { describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { FairTurnQueue } from './fair-turn-queue.js';

/** Acquires and records the order in which turns are let in. */
function recorder(queue: FairTurnQueue) {
  const admitted: string[] = [];
  const ask = (name: string, threadId: string, since: number) => void queue.acquire(threadId, since).then(() => admitted.push(name));
  return { admitted, ask };
}

/** Lets the queue take its steps: it starts at most one turn per event-loop iteration. */
const flush = async () => {
  for (let step = 0; step < 20; step += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** Holds the CPU the way an offline turn on memory stores does: no await that waits for I/O. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('FairTurnQueue', () => {
  it('lets in the longest-waiting shopper first, ties in arrival order', async () => {
    const queue = new FairTurnQueue({ permits: 1 });
    const { admitted, ask } = recorder(queue);
    ask('a', 't_a', 10);
    ask('b', 't_b', 30);
    ask('c', 't_c', 20);
    ask('d', 't_d', 20);
    await flush();
    expect(admitted).toEqual(['a']);
    for (const threadId of ['t_a', 't_c', 't_d']) {
      queue.release(threadId);
      await flush();
    }
    expect(admitted).toEqual(['a', 'c', 'd', 'b']);
  });

  it('never gives a conversation a second permit while another conversation waits', async () => {
    const queue = new FairTurnQueue({ permits: 2 });
    const { admitted, ask } = recorder(queue);
    ask('a1', 't_a', 0);
    ask('x', 't_x', 0);
    ask('a2', 't_a', 1);
    ask('b', 't_b', 5);
    await flush();
    queue.release('t_x');
    await flush();
    expect(admitted).toEqual(['a1', 'x', 'b']);
    queue.release('t_a');
    await flush();
    expect(admitted).toEqual(['a1', 'x', 'b', 'a2']);
  });

  it('runs only the minimum while the event loop is saturated, and the rest in order once it is not', async () => {
    let saturated = true;
    const queue = new FairTurnQueue({ permits: 32, minRunning: 2, saturated: () => saturated });
    const { admitted, ask } = recorder(queue);
    for (const [index, name] of ['a', 'b', 'c', 'd', 'e'].entries()) ask(name, `t_${name}`, index);
    await flush();
    expect(admitted).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(3);
    saturated = false;
    queue.release('t_a');
    await flush();
    expect(admitted).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.running).toBe(4);
  });

  it('lets held-back turns in once saturation ends, even while the running turns still wait on a model', async () => {
    let saturated = true;
    const checks: Array<() => void> = [];
    const queue = new FairTurnQueue({ permits: 32, minRunning: 1, saturated: () => saturated, later: (check) => checks.push(check) });
    const { admitted, ask } = recorder(queue);
    ask('a', 't_a', 0);
    ask('b', 't_b', 1);
    ask('c', 't_c', 2);
    await flush();
    expect(admitted).toEqual(['a']);
    checks.shift()!();
    await flush();
    expect(admitted).toEqual(['a']);
    saturated = false;
    checks.shift()!();
    await flush();
    expect(admitted).toEqual(['a', 'b', 'c']);
    expect(checks).toEqual([]);
  });

  it('starts turns that take no permit with every permit taken, one per event-loop iteration and ahead of the waiting', async () => {
    const steps: Array<() => void> = [];
    const queue = new FairTurnQueue({ permits: 1, nextStep: (step) => steps.push(step) });
    const { admitted, ask } = recorder(queue);
    ask('a', 't_a', 0);
    ask('b', 't_b', 1);
    const passed: string[] = [];
    for (const name of ['x', 'y', 'z']) void queue.pass().then(() => passed.push(name));
    await flush();
    // 'a' took this iteration's start and the only permit; the rest wait for the next step.
    expect([admitted, passed]).toEqual([['a'], []]);
    for (const expected of [['x'], ['x', 'y'], ['x', 'y', 'z']]) {
      steps.shift()!();
      await flush();
      expect(passed).toEqual(expected);
    }
    queue.release('t_a');
    steps.shift()!();
    await flush();
    expect(admitted).toEqual(['a', 'b']);
    expect([queue.running, queue.waiting]).toEqual([1, 0]);
  });

  it('reads sockets between turns that never wait for I/O, instead of running a burst of them back to back', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const [[socket]] = (await Promise.all([once(server, 'connection'), once(client, 'connect')])) as [[Socket], unknown];
    const order: string[] = [];
    socket.on('data', () => order.push('message'));
    const queue = new FairTurnQueue({ permits: 32 });
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    // A shopper's message is on its way while six turns are let in at once.
    client.write('message:send');
    busy(5);
    const turns = names.map((name, index) =>
      queue.acquire(`t_${name}`, index).then(() => {
        busy(10);
        order.push(name);
        queue.release(`t_${name}`);
      }),
    );
    await Promise.all(turns);
    await flush();
    client.destroy();
    socket.destroy();
    server.close();
    expect(order.filter((entry) => entry !== 'message')).toEqual(names);
    // Read after at most a turn or two, not after all six.
    expect(order.indexOf('message')).toBeLessThan(order.indexOf('f'));
  });
});
