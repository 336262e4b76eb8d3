import { performance } from 'node:perf_hooks';

/** The time source and timer of a {@link DeadlineSweep}, injected so tests drive them by hand. */
export interface SweepTimers {
  /** Monotonic milliseconds. */
  now(): number;
  /** Calls `run` once after `ms`; the handle goes to `cancel`. */
  schedule(run: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

/** Real timers on the monotonic clock; the timer does not keep the process alive. */
export const realSweepTimers: SweepTimers = {
  now: () => performance.now(),
  schedule: (run, ms) => setTimeout(run, ms).unref(),
  cancel: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Items that each fall due a fixed `delayMs` after they were added, unless deleted first; `onDue` gets
 * each one at its deadline. One timer serves them all, where a timer each would cost a `Timeout` and a
 * closure per item: with one delay, deadlines grow in insertion order, so the Map's order is the
 * deadline order and a sweep stops at the first item not yet due.
 */
export class DeadlineSweep<T> {
  readonly #due = new Map<T, number>();
  #timer: unknown;

  constructor(
    private readonly delayMs: number,
    private readonly onDue: (item: T) => void,
    private readonly timers: SweepTimers = realSweepTimers,
  ) {}

  /** Items waiting for their deadline. */
  get size(): number {
    return this.#due.size;
  }

  /** Starts (or restarts) `item`'s delay from now. */
  add(item: T): void {
    // Deleted first, so a restarted item moves to the end and the order stays the deadline order.
    this.#due.delete(item);
    this.#due.set(item, this.timers.now() + this.delayMs);
    if (this.#timer === undefined) this.#arm(this.delayMs);
  }

  /** Forgets `item`: it will not fall due. */
  delete(item: T): void {
    if (!this.#due.delete(item) || this.#due.size > 0 || this.#timer === undefined) return;
    this.timers.cancel(this.#timer);
    this.#timer = undefined;
  }

  #arm(ms: number): void {
    // An `onDue` that adds an item arms the timer while a sweep runs: one timer at a time all the same.
    if (this.#timer !== undefined) this.timers.cancel(this.#timer);
    this.#timer = this.timers.schedule(() => this.#sweep(), Math.max(1, Math.ceil(ms)));
  }

  #sweep(): void {
    this.#timer = undefined;
    const now = this.timers.now();
    try {
      for (const [item, deadline] of this.#due) {
        if (deadline > now) return;
        this.#due.delete(item);
        this.onDue(item);
      }
    } finally {
      // Also after an `onDue` that threw: the items behind it still fall due.
      const next = this.#due.values().next();
      if (!next.done) this.#arm(next.value - this.timers.now());
    }
  }
}
