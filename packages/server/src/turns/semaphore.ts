/** Counts permits for a global concurrency limit (seed 003: a global semaphore before the model). */
export class Semaphore {
  #inUse = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(private readonly permits: number) {}

  /** Permits in use. */
  get active(): number {
    return this.#inUse;
  }

  /** Whether `acquire` would have to wait. */
  get saturated(): boolean {
    return this.#inUse >= this.permits;
  }

  /** Resolves once a permit is held. */
  acquire(): Promise<void> {
    if (!this.saturated) {
      this.#inUse += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Returns a permit, handing it straight to the longest waiter. */
  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#inUse -= 1;
  }
}
