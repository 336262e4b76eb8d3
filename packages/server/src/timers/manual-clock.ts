import type { Clock } from '../ports/clock.js';
import type { Scheduler } from './scheduler.js';

/** A clock and scheduler that move only when told: tests run 150 s timers in microseconds. */
export interface ManualClock extends Clock, Scheduler {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): Promise<void>;
  /** Sets the time without running timers (a process that was "down"). */
  set(now: number): void;
  /** Timers still waiting. */
  pending(): number;
}

/** Creates a {@link ManualClock} starting at `start`. */
export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    set(value) {
      now = value;
    },
    pending: () => timers.size,
    after(ms, run) {
      const id = ++nextId;
      timers.set(id, { at: now + Math.max(0, ms), run });
      return () => timers.delete(id);
    },
    async advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].run();
        // Let the callback's promises settle before the next timer, as real time would.
        for (let i = 0; i < 20; i++) await Promise.resolve();
      }
      now = target;
      for (let i = 0; i < 20; i++) await Promise.resolve();
    },
  };
}
