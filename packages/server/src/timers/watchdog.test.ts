import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { collectingOutput, shape } from '../../test/workflows/harness.js';
import type { Agent, TurnRequest } from '../ports/agent.js';
import { createManualClock } from './manual-clock.js';
import { createWatchdog, type WatchdogOptions } from './watchdog.js';

const request = (threadId = 't1'): TurnRequest => ({
  threadId,
  siteId: 'demo',
  locale: 'zh-CN',
  traceId: 'trace',
  signal: new AbortController().signal,
  messages: [{ seq: 1, text: 'X9 多少钱' }],
});

/** A model that answers only when told to. */
function slowAgent() {
  const pending: Array<() => Promise<void>> = [];
  const signals: AbortSignal[] = [];
  const agent: Agent = {
    runTurn(turn, output) {
      signals.push(turn.signal);
      return new Promise<void>((resolve) => {
        pending.push(async () => {
          output.delta('m1', 'Find X9');
          await output.emit({ event: 'message:done', message: { role: 'assistant', text: 'Find X9 售价 3999 元' } });
          resolve();
        });
      });
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
  return { agent, answer: () => pending.shift()!(), signals };
}

/** The scheduler's use of the watchdog: each turn of `agent` run under it. */
function withWatchdog(agent: Agent, options: WatchdogOptions) {
  const watchdog = createWatchdog(options);
  return {
    runTurn: (turn: TurnRequest, output: Parameters<Agent['runTurn']>[1]) => watchdog.run(turn, output, (request, into) => agent.runTurn(request, into)),
    watchedThreads: () => watchdog.watchedThreads(),
  };
}

describe('watchdog', () => {
  it('hands off at the deadline when the model never answers, and drops its late answer', async () => {
    const clock = createManualClock(0);
    const model = slowAgent();
    const watched = withWatchdog(model.agent, { scheduler: clock, watchdogSeconds: 150 });
    const sink = collectingOutput();
    let finished = false;
    const turn = watched.runTurn(request(), sink.output).then(() => (finished = true));
    await clock.advance(149_999);
    expect(sink.drafts).toEqual([]);
    expect(finished).toBe(false);
    await clock.advance(1);
    await turn;
    expect(shape(sink.drafts)).toEqual(['handoff queued watchdog_timeout', 'message']);
    expect(model.signals[0]!.aborted).toBe(true);
    await model.answer();
    expect(shape(sink.drafts)).toEqual(['handoff queued watchdog_timeout', 'message']);
  });

  it('stays silent when the reply is delivered in time', async () => {
    const clock = createManualClock(0);
    const model = slowAgent();
    const watched = withWatchdog(model.agent, { scheduler: clock, watchdogSeconds: 150 });
    const sink = collectingOutput();
    const turn = watched.runTurn(request(), sink.output);
    await clock.advance(100_000);
    await model.answer();
    await turn;
    await clock.advance(500_000);
    expect(shape(sink.drafts)).toEqual(['message']);
    expect(clock.pending()).toBe(0);
  });

  it('never lets an old timer hit a newer turn on the same thread', async () => {
    const clock = createManualClock(0);
    let calls = 0;
    let leakedTimer: (() => void) | undefined;
    // A scheduler whose first cancel is lost, as if the old timer fired late anyway.
    const leaky = {
      after(ms: number, run: () => void) {
        calls += 1;
        const cancel = clock.after(ms, run);
        if (calls === 1) {
          leakedTimer = cancel;
          return () => undefined;
        }
        return cancel;
      },
    };
    const model = slowAgent();
    const watched = withWatchdog(model.agent, { scheduler: leaky, watchdogSeconds: 150 });
    const sink = collectingOutput();
    const first = watched.runTurn(request(), sink.output);
    await clock.advance(10_000);
    await model.answer();
    await first;
    const second = watched.runTurn(request(), sink.output);
    await clock.advance(141_000); // the first turn's timer is due now, the second's is not
    expect(shape(sink.drafts)).toEqual(['message']);
    await model.answer();
    await second;
    expect(shape(sink.drafts)).toEqual(['message', 'message']);
    leakedTimer?.();
  });

  it('forgets a thread once its turn ends, whatever ended it', async () => {
    const clock = createManualClock(0);
    const model = slowAgent();
    const watched = withWatchdog(model.agent, { scheduler: clock, watchdogSeconds: 150 });
    const sink = collectingOutput();
    const turns = ['a', 'b', 'c'].map((threadId) => watched.runTurn(request(threadId), sink.output));
    expect(watched.watchedThreads()).toBe(3);
    await model.answer();
    await model.answer();
    await clock.advance(150_000); // the third one is handed off
    await Promise.all(turns);
    expect(watched.watchedThreads()).toBe(0);
  });

  it('passes the shopper’s abort on through one listener, removed when the turn ends, with no AbortSignal.any', async () => {
    const any = vi.spyOn(AbortSignal, 'any');
    try {
      const clock = createManualClock(0);
      const model = slowAgent();
      const watched = withWatchdog(model.agent, { scheduler: clock, watchdogSeconds: 150 });
      const sink = collectingOutput();
      const shopper = new AbortController();
      const turn = watched.runTurn({ ...request(), signal: shopper.signal }, sink.output);
      expect(getEventListeners(shopper.signal, 'abort')).toHaveLength(1);
      await model.answer();
      await turn;
      expect(getEventListeners(shopper.signal, 'abort')).toHaveLength(0);

      const second = watched.runTurn({ ...request(), signal: shopper.signal }, sink.output);
      shopper.abort(new Error('cancelled by the shopper'));
      expect(model.signals[1]!.aborted).toBe(true);
      expect(model.signals[1]!.reason).toEqual(new Error('cancelled by the shopper'));
      await model.answer();
      await second;
      expect(any).not.toHaveBeenCalled();
    } finally {
      any.mockRestore();
    }
  });
});
