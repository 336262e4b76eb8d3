import type { Logger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import type { Deadline, DeadlineStore } from '../ports/deadline-store.js';
import type { Scheduler } from './scheduler.js';

/** Options of {@link createDeadlinePoller}. */
export interface DeadlinePollerOptions<T> {
  store: DeadlineStore<T>;
  clock: Clock;
  scheduler: Scheduler;
  /** Handles one due deadline; a throw leaves it to be retried after its lease. */
  onDue(deadline: Deadline<T>): Promise<void>;
  logger?: Logger;
  /** @default 1000 */
  intervalMs?: number;
  /** @default 30000 */
  leaseMs?: number;
}

/** Polls a deadline store and hands each due deadline to `onDue` once. */
export interface DeadlinePoller {
  /** Claims and handles everything due now; resolves with how many were handled. */
  tick(): Promise<number>;
  /**
   * Ticks at once (deadlines that passed while the server was down) and then every interval; resolves when the
   * first tick is done.
   */
  start(): Promise<number>;
  stop(): void;
}

/** Creates a {@link DeadlinePoller}; nothing runs until `start()` or `tick()`. */
export function createDeadlinePoller<T>(options: DeadlinePollerOptions<T>): DeadlinePoller {
  const intervalMs = options.intervalMs ?? 1000;
  let cancelNext: (() => void) | undefined;
  let running = false;
  let ticking: Promise<number> | undefined;

  async function tickOnce(): Promise<number> {
    const due = await options.store.claimDue(options.clock.now(), { leaseMs: options.leaseMs ?? 30_000 });
    let handled = 0;
    for (const deadline of due) {
      try {
        await options.onDue(deadline);
        await options.store.complete(deadline.key);
        handled += 1;
      } catch (error) {
        options.logger?.error({ err: error, key: deadline.key }, 'deadline handler failed; retried after its lease');
      }
    }
    return handled;
  }

  const tick = () => {
    // One tick at a time per poller; a second caller waits for the same one.
    ticking ??= tickOnce().finally(() => {
      ticking = undefined;
    });
    return ticking;
  };

  const loop = (): Promise<number> => {
    if (!running) return Promise.resolve(0);
    return tick()
      .catch((error: unknown) => {
        options.logger?.error({ err: error }, 'deadline poll failed');
        return 0;
      })
      .finally(() => {
        if (running) cancelNext = options.scheduler.after(intervalMs, () => void loop());
      });
  };

  return {
    tick,
    start() {
      if (running) return Promise.resolve(0);
      running = true;
      return loop();
    },
    stop() {
      running = false;
      cancelNext?.();
    },
  };
}
