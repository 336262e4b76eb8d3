import { describe, expect, it } from 'vitest';
import { FairTurnQueue } from './fair-turn-queue.js';

/** Acquires and records the order in which turns are let in. */
function recorder(queue: FairTurnQueue) {
  const admitted: string[] = [];
  const ask = (name: string, threadId: string, since: number) => void queue.acquire(threadId, since).then(() => admitted.push(name));
  return { admitted, ask };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

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
});
