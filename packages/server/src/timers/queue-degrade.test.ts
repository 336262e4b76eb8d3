import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { collectingOutput, shape } from '../../test/workflows/harness.js';
import type { Agent, AgentOutput, TurnRequest } from '../ports/agent.js';
import { degrade } from '../agent/nodes/degrade.js';
import type { KefuStateType } from '../agent/state.js';
import { createManualClock } from './manual-clock.js';
import { createQueueDegrade, type QueueDegradeOptions } from './queue-degrade.js';
import { QueueLoadTracker } from './queue-load-tracker.js';

const request = (threadId: string): TurnRequest => ({
  threadId,
  siteId: 'demo',
  locale: 'zh-CN',
  traceId: `trace-${threadId}`,
  signal: new AbortController().signal,
  messages: [{ seq: 1, text: '在吗' }],
});

const trackerWith = (samples: number[], active: number) => {
  const tracker = new QueueLoadTracker();
  samples.forEach((sample) => tracker.record(sample));
  for (let i = 0; i < active; i++) tracker.begin();
  return tracker;
};

describe('queue load estimate (seed 003 §8.3)', () => {
  it('active 9 at 12 s waits 120 s: at the threshold, not degraded', () => {
    const tracker = trackerWith(Array(20).fill(12), 9);
    expect(tracker.effectiveDurationSeconds()).toBe(12);
    expect(tracker.estimatedWaitSeconds()).toBe(120);
    expect(tracker.shouldDegrade(120)).toBe(false);
  });

  it('active 10 at 12 s waits 132 s: degraded', () => {
    const tracker = trackerWith(Array(20).fill(12), 10);
    expect(tracker.estimatedWaitSeconds()).toBe(132);
    expect(tracker.shouldDegrade(120)).toBe(true);
  });

  it('uses the 8 s prior on a cold start: active 14 → 120 s, one more degrades', () => {
    expect(trackerWith([30, 30], 14).estimatedWaitSeconds()).toBe(120);
    expect(trackerWith([30, 30], 15).shouldDegrade(120)).toBe(true);
  });

  it('takes the smallest of p95, twice the recent median and the cap', () => {
    expect(trackerWith([...Array(18).fill(5), 100, 100], 0).effectiveDurationSeconds()).toBe(10); // 2 × median
    expect(trackerWith(Array(20).fill(50), 0).effectiveDurationSeconds()).toBe(30); // cap
    expect(trackerWith([...Array(10).fill(4), ...Array(10).fill(6)], 0).effectiveDurationSeconds()).toBe(6); // p95
  });
});

describe('queue load estimate with turns waiting for a permit', () => {
  const queuedTracker = (samples: number[], active: number, queued: number) => {
    const tracker = trackerWith(samples, active);
    for (let i = 0; i < queued; i++) tracker.wait();
    return tracker;
  };

  it('counts the queue: 2 in the model and 8 waiting at 12 s wait 132 s, degraded, where (active + 1) alone said 36 s', () => {
    const tracker = queuedTracker(Array(20).fill(12), 2, 8);
    expect(tracker.queued).toBe(8);
    expect(tracker.estimatedWaitSeconds()).toBe(132);
    expect(tracker.shouldDegrade(120)).toBe(true);
  });

  it('at the threshold still runs: 2 in the model and 7 waiting at 12 s wait 120 s', () => {
    expect(queuedTracker(Array(20).fill(12), 2, 7).shouldDegrade(120)).toBe(false);
  });

  it('with a bounded number in the model, only the queue can take the estimate past the threshold', () => {
    // KEFU_MAX_CONCURRENT_TURNS = 4 at 12 s: (4 + 1) × 12 = 60 s, never over 120 s without the queue.
    const tracker = queuedTracker(Array(20).fill(12), 4, 0);
    const waiting: Array<() => void> = [];
    while (!tracker.shouldDegrade(120)) waiting.push(tracker.wait());
    expect(waiting).toHaveLength(6);
    waiting.pop()!();
    expect(tracker.shouldDegrade(120)).toBe(false);
  });

  it('a turn leaves the queue once: its permit, then the model, then nothing', () => {
    const tracker = new QueueLoadTracker();
    const leave = tracker.wait();
    expect([tracker.active, tracker.queued]).toEqual([0, 1]);
    leave();
    leave();
    const end = tracker.begin();
    expect([tracker.active, tracker.queued]).toEqual([1, 0]);
    end();
    expect([tracker.active, tracker.queued]).toEqual([0, 0]);
  });
});

describe('queue admission', () => {
  it('counts a turn as queued from admission, as active from start, and neither after end', async () => {
    const clock = createManualClock(0);
    const tracker = trackerWith(Array(20).fill(1), 0);
    const decision = createQueueDegrade({ clock, tracker, thresholdSeconds: 120 });
    const admitted = await decision.admit(request('t1'));
    expect([tracker.active, tracker.queued]).toEqual([0, 1]);
    admitted!.start();
    expect([tracker.active, tracker.queued]).toEqual([1, 0]);
    admitted!.end();
    expect([tracker.active, tracker.queued]).toEqual([0, 0]);
    // Ended while still waiting (the server closing): it leaves the queue, and no sample is taken.
    const cut = await decision.admit(request('t2'));
    cut!.end();
    expect([tracker.active, tracker.queued, tracker.effectiveDurationSeconds()]).toEqual([0, 0, 1]);
  });

  it('measures a turn from its permit, not from admission: the wait in the queue is not its duration', async () => {
    const clock = createManualClock(0);
    const tracker = new QueueLoadTracker();
    const decision = createQueueDegrade({ clock, tracker });
    for (let i = 0; i < 10; i++) {
      const admitted = (await decision.admit(request(`t${i}`)))!;
      await clock.advance(50_000);
      admitted.start();
      await clock.advance(2_000);
      await admitted.watch(collectingOutput().output).emit({ event: 'message:done', message: { role: 'assistant', text: '好的' } });
      admitted.end();
    }
    expect(tracker.effectiveDurationSeconds()).toBe(2);
  });

  it('sheds turns that would queue behind the permits: 10 admitted (2 running, 8 waiting), the other 30 degraded', async () => {
    const clock = createManualClock(0);
    const tracker = trackerWith(Array(20).fill(12), 0);
    const decision = createQueueDegrade({ clock, tracker, thresholdSeconds: 120 });
    const admitted = [];
    let degraded = 0;
    for (let i = 0; i < 40; i++) {
      const admission = await decision.admit(request(`t${i}`));
      if (!admission) degraded += 1;
      else {
        // Two permits (KEFU_MAX_CONCURRENT_TURNS = 2): the first two run, the rest wait.
        if (admitted.length < 2) admission.start();
        admitted.push(admission);
      }
    }
    expect([admitted.length, degraded, tracker.active, tracker.queued]).toEqual([10, 30, 2, 8]);
    admitted.forEach((admission) => admission.end());
  });
});

/** Seed 003's effective_duration_sec, recomputed from scratch. */
function reference(samples: number[]): number {
  if (samples.length < 10) return 8;
  const window = samples.slice(-100);
  const pct = (sorted: number[], p: number) => {
    const rank = ((sorted.length - 1) * p) / 100;
    return sorted[Math.floor(rank)]! + (sorted[Math.ceil(rank)]! - sorted[Math.floor(rank)]!) * (rank - Math.floor(rank));
  };
  return Math.min(
    pct(
      [...window].sort((a, b) => a - b),
      95,
    ),
    pct(
      window.slice(-20).sort((a, b) => a - b),
      50,
    ) * 2,
    30,
  );
}

describe('queue load estimate on the hot path', () => {
  it('agrees with recomputing from scratch after every sample, also once the window slides', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.05, max: 90, noNaN: true }), { minLength: 1, maxLength: 260 }), (samples) => {
        const tracker = new QueueLoadTracker();
        samples.forEach((sample, index) => {
          tracker.record(sample);
          expect(tracker.effectiveDurationSeconds()).toBeCloseTo(reference(samples.slice(0, index + 1)), 9);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('sorts nothing when a turn asks whether to degrade', () => {
    const tracker = trackerWith(
      Array.from({ length: 100 }, (_, i) => (i * 7) % 23),
      3,
    );
    const sort = vi.spyOn(Array.prototype, 'sort');
    try {
      for (let i = 0; i < 1000; i++) tracker.shouldDegrade(120);
      expect(sort).not.toHaveBeenCalled();
    } finally {
      sort.mockRestore();
    }
  });
});

/** What the scheduler and the agent graph do with the decision: the graph's degrade node, or the model measured. */
function withQueueDegrade(model: Agent, options: QueueDegradeOptions) {
  const decision = createQueueDegrade(options);
  return {
    async runTurn(turn: TurnRequest, output: AgentOutput) {
      const admitted = await decision.admit(turn);
      if (!admitted) {
        await degrade({ locale: turn.locale } as KefuStateType, { context: { turn, output, messageId: 'm1' } });
        return;
      }
      admitted.start();
      try {
        await model.runTurn(turn, admitted.watch(output));
      } finally {
        admitted.end();
      }
    },
  };
}

describe('queue degrade', () => {
  it('under load sends the notice instead of calling the model', async () => {
    const clock = createManualClock(0);
    const releases: Array<() => void> = [];
    let modelCalls = 0;
    const model: Agent = {
      async runTurn(_turn, output) {
        modelCalls += 1;
        await new Promise<void>((resolve) => releases.push(resolve));
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '好的' } });
      },
      async replyToInterrupt() {},
      async cancel() {},
    };
    const tracker = trackerWith(Array(20).fill(12), 0);
    const agent = withQueueDegrade(model, { clock, tracker, thresholdSeconds: 120 });
    const sinks = Array.from({ length: 40 }, () => collectingOutput());
    const turns = sinks.map((sink, i) => agent.runTurn(request(`t${i}`), sink.output));
    // (active + 1) × 12 > 120 once 10 are in the model: the other 30 get the notice at once.
    await vi.waitFor(() => expect(sinks.filter((sink) => sink.drafts.length === 2)).toHaveLength(30));
    expect(modelCalls).toBe(10);
    const degraded = sinks.filter((sink) => shape(sink.drafts).join() === 'handoff queued queue_degrade,message');
    expect(degraded).toHaveLength(30);
    expect(degraded[0]!.drafts[1]).toMatchObject({ message: { text: expect.stringContaining('人工客服') } });
    releases.forEach((release) => release());
    await Promise.all(turns);
    expect(tracker.active).toBe(0);
    expect(sinks.filter((sink) => shape(sink.drafts).join() === 'message')).toHaveLength(10);
  });

  it('sends every turn to the model, however long the wait, when nobody is online to take over', async () => {
    const clock = createManualClock(0);
    const releases: Array<() => void> = [];
    const model: Agent = {
      async runTurn(_turn, output) {
        await new Promise<void>((resolve) => releases.push(resolve));
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '好的' } });
      },
      async replyToInterrupt() {},
      async cancel() {},
    };
    const asked: string[] = [];
    const humansOnline = async (turn: TurnRequest) => {
      asked.push(turn.threadId);
      return false;
    };
    const agent = withQueueDegrade(model, { clock, tracker: trackerWith(Array(20).fill(12), 0), thresholdSeconds: 120, humansOnline });
    const sinks = Array.from({ length: 40 }, () => collectingOutput());
    const turns = sinks.map((sink, i) => agent.runTurn(request(`t${i}`), sink.output));
    await vi.waitFor(() => expect(releases).toHaveLength(40));
    // Asked only for the 30 turns over the threshold; the first 10 never needed a person.
    expect(asked).toHaveLength(30);
    releases.forEach((release) => release());
    await Promise.all(turns);
    expect(sinks.every((sink) => shape(sink.drafts).join() === 'message')).toBe(true);
  });

  it('records delivered turn durations from the injected clock', async () => {
    const clock = createManualClock(0);
    const tracker = new QueueLoadTracker();
    const model: Agent = {
      async runTurn(_turn, output) {
        await clock.advance(20_000);
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '好的' } });
      },
      async replyToInterrupt() {},
      async cancel() {},
    };
    const agent = withQueueDegrade(model, { clock, tracker });
    for (let i = 0; i < 10; i++) await agent.runTurn(request(`t${i}`), collectingOutput().output);
    expect(tracker.effectiveDurationSeconds()).toBe(20);
  });
});
