import { describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { MemoryThreadLog } from '../adapters/memory/memory-thread-log.js';
import { MemoryLockService } from '../adapters/memory/memory-lock-service.js';
import { createGatewayMetrics } from '../metrics/gateway-metrics.js';
import type { Agent, TurnRequest } from '../ports/agent.js';
import type { ThreadLog } from '../ports/thread-log.js';
import type { ThreadOutput } from './agent-output.js';
import { TurnScheduler } from './turn-scheduler.js';

/** A controllable clock: message times are whatever the test says. */
const clock = { at: 0, now: () => clock.at };

/** A turn held open until the test lets it finish. */
interface HeldTurn {
  threadId: string;
  texts: string[];
  finish(): void;
}

function setup() {
  const log: ThreadLog = new MemoryThreadLog();
  const locks = new MemoryLockService(clock);
  const started: HeldTurn[] = [];
  const statuses = new Map<string, string[]>();
  const agent = {
    runTurn: (request: TurnRequest) =>
      new Promise<void>((finish) => started.push({ threadId: request.threadId, texts: request.messages.map((message) => message.text), finish })),
  } as unknown as Agent;
  const outputFor = (threadId: string): ThreadOutput => ({
    delta() {},
    status(state) {
      statuses.set(threadId, [...(statuses.get(threadId) ?? []), state]);
    },
    emit: async () => 0,
    error() {},
  });
  const scheduler = new TurnScheduler({
    agent,
    log,
    locks,
    outputFor,
    maxConcurrentTurns: 1,
    logger: pino({ level: 'silent' }),
    metrics: createGatewayMetrics(false),
    saturated: () => false,
    clock,
  });
  const origin = { siteId: 'demo', locale: 'zh-CN' as const };
  const say = async (threadId: string, text: string, at: number) => {
    clock.at = at;
    if (!(await log.owner(threadId))) await log.create(threadId, { siteId: 'demo' }, at);
    await log.append(threadId, { event: 'message:done', data: { message: { messageId: randomUUID(), role: 'user', text, createdAt: at } } });
    scheduler.kick(threadId, origin);
  };
  const queued = (threadId: string) => (statuses.get(threadId) ?? []).includes('queued');
  return { scheduler, started, say, queued, origin };
}

describe('TurnScheduler order under a burst', () => {
  it('gives the next turn to the shopper who has waited longest, not to whoever reached the queue first', async () => {
    const { scheduler, started, say, queued, origin } = setup();
    await say('t_a', 'A asks', 0);
    await vi.waitFor(() => expect(started.map((turn) => turn.threadId)).toEqual(['t_a']));

    // B's thread is busy with an interrupt reply (it holds the thread's lock) when B's message arrives at t=1 …
    let replyDone!: () => void;
    const reply = scheduler.exclusive('t_b', origin, () => new Promise<void>((resolve) => (replyDone = resolve)));
    await say('t_b', 'B asks', 1);
    // … so C, who asks at t=2, reaches the queue first; then B's turn gets the lock and queues too.
    await say('t_c', 'C asks', 2);
    await vi.waitFor(() => expect(queued('t_c')).toBe(true));
    replyDone();
    await reply;
    await vi.waitFor(() => expect(queued('t_b')).toBe(true));

    // A's burst while its turn runs: merged into one more turn of A, asked after B and C.
    await say('t_a', 'A again', 3);
    await say('t_a', 'A once more', 4);

    for (let turn = 0; turn < 3; turn += 1) {
      started.at(-1)!.finish();
      await vi.waitFor(() => expect(started.length).toBe(turn + 2));
    }
    expect(started.map((turn) => [turn.threadId, turn.texts])).toEqual([
      ['t_a', ['A asks']],
      ['t_b', ['B asks']],
      ['t_c', ['C asks']],
      ['t_a', ['A again', 'A once more']],
    ]);
    started.at(-1)!.finish();
    await scheduler.settled();
    scheduler.close();
  });
});
