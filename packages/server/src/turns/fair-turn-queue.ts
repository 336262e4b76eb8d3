/** One turn waiting for a permit. */
interface Waiter {
  threadId: string;
  /** When the oldest shopper message the turn answers arrived: the shopper has waited since then. */
  since: number;
  /** Arrival order at the queue, to break ties. */
  order: number;
  grant(): void;
}

/** Options of {@link FairTurnQueue}. */
export interface FairTurnQueueOptions {
  /** Turns that may run at once (KEFU_MAX_CONCURRENT_TURNS). */
  permits: number;
  /**
   * Whether this process's event loop is saturated right now. While it is, no more than `minRunning`
   * turns run: more would only share the same CPU, so every running turn (and each shopper) waits longer.
   * @default never saturated
   */
  saturated?: () => boolean;
  /** Turns let in even while saturated, so a turn waiting on a model never blocks the rest. @default 2 */
  minRunning?: number;
  /**
   * Runs `check` again later: turns held back by saturation are let in once it ends, even if no running
   * turn finishes meanwhile (turns waiting on a slow model). @default an unref'd 50 ms timer
   */
  later?: (check: () => void) => void;
  /**
   * Runs `step` once the event loop has read its sockets again. The queue starts at most one turn per step:
   * a turn that needs no I/O (memory stores, the offline rules path) runs to its end before the next starts,
   * and between two such turns the loop reads new messages and sends their acks. @default setImmediate
   */
  nextStep?: (step: () => void) => void;
}

/**
 * The turn scheduler's admission: at most `permits` turns at once, handed out to the shopper who has
 * waited longest (by the oldest unanswered message, not by when the turn reached the queue, which a
 * thread lock wait or a burst merge delays), at most one per conversation. While the event loop is
 * saturated, CPU-bound turns run closer to first come, first served instead of all at once, which is
 * what keeps the slowest turns near the typical one at high load. At most one turn starts per event-loop
 * iteration: a burst of CPU-bound turns no longer runs back to back in one pass of the loop (300 turns, 14 s,
 * without reading a socket or sending an ack), it waits here, in this order, while the loop keeps serving I/O.
 */
export class FairTurnQueue {
  #running = 0;
  #order = 0;
  readonly #waiting: Waiter[] = [];
  /** Turns that take no permit, waiting only for their step. */
  readonly #passing: Array<() => void> = [];
  readonly #runningThreads = new Map<string, number>();
  readonly #permits: number;
  readonly #minRunning: number;
  readonly #saturated: () => boolean;
  readonly #later: (check: () => void) => void;
  #recheckPending = false;
  readonly #nextStep: (step: () => void) => void;
  /** A turn was let in since the event loop last polled I/O. */
  #startedThisStep = false;
  #stepPending = false;

  constructor(options: FairTurnQueueOptions) {
    this.#permits = options.permits;
    this.#minRunning = Math.max(1, Math.min(options.minRunning ?? 2, options.permits));
    this.#saturated = options.saturated ?? (() => false);
    this.#later = options.later ?? ((check) => setTimeout(check, 50).unref());
    this.#nextStep = options.nextStep ?? ((step) => setImmediate(step));
  }

  /** Turns running. */
  get running(): number {
    return this.#running;
  }

  /** Turns waiting for a permit. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Whether a turn asking now would have to wait. */
  get full(): boolean {
    return !this.#mayStart() || this.#waiting.length > 0;
  }

  /** Resolves once the turn may run; `since` is when its oldest unanswered message arrived. */
  acquire(threadId: string, since: number): Promise<void> {
    return new Promise((grant) => {
      this.#waiting.push({ threadId, since, order: this.#order++, grant });
      this.#admit();
    });
  }

  /**
   * Resolves once a turn that takes no permit (a degraded turn, which never reaches the model) may start. It still
   * starts at most one per event-loop iteration, sharing the step with the permit holders and ahead of them (it is over
   * at once): a flood of shed turns does not run back to back in one pass of the loop either.
   */
  pass(): Promise<void> {
    return new Promise((grant) => {
      this.#passing.push(grant);
      this.#admit();
    });
  }

  /** The thread's turn is done: its permit goes to the next waiter. */
  release(threadId: string): void {
    this.#running -= 1;
    const held = (this.#runningThreads.get(threadId) ?? 1) - 1;
    if (held > 0) this.#runningThreads.set(threadId, held);
    else this.#runningThreads.delete(threadId);
    this.#admit();
  }

  #mayStart(): boolean {
    if (this.#running >= this.#permits) return false;
    return this.#running < this.#minRunning || !this.#saturated();
  }

  #admit(): void {
    if (this.#passing.length > 0) {
      if (!this.#startedThisStep) {
        this.#startedThisStep = true;
        this.#passing.shift()!();
      }
      this.#step();
      return;
    }
    if (this.#waiting.length > 0 && this.#mayStart()) {
      if (this.#startedThisStep) {
        this.#step();
        return;
      }
      const [waiter] = this.#waiting.splice(this.#next(), 1) as [Waiter];
      this.#running += 1;
      this.#runningThreads.set(waiter.threadId, (this.#runningThreads.get(waiter.threadId) ?? 0) + 1);
      this.#startedThisStep = true;
      this.#step();
      waiter.grant();
      return;
    }
    if (this.#waiting.length > 0 && this.#running < this.#permits && !this.#recheckPending) {
      this.#recheckPending = true;
      this.#later(() => {
        this.#recheckPending = false;
        this.#admit();
      });
    }
  }

  // Scheduled from inside a pass of the loop's immediates, the step runs in the next iteration, after the poll.
  #step(): void {
    if (this.#stepPending) return;
    this.#stepPending = true;
    this.#nextStep(() => {
      this.#stepPending = false;
      this.#startedThisStep = false;
      this.#admit();
    });
  }

  // The longest-waiting shopper first; a conversation that already has a turn running waits behind every
  // other one (one conversation's burst never takes a second permit while others wait).
  #next(): number {
    let best = -1;
    for (const [index, waiter] of this.#waiting.entries()) {
      const current = this.#waiting[best];
      if (!current || this.#before(waiter, current)) best = index;
    }
    return best;
  }

  #before(a: Waiter, b: Waiter): boolean {
    const busyA = this.#runningThreads.has(a.threadId);
    const busyB = this.#runningThreads.has(b.threadId);
    if (busyA !== busyB) return busyB;
    return a.since !== b.since ? a.since < b.since : a.order < b.order;
  }
}
