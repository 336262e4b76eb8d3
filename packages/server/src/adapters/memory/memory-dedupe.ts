import type { Clock } from '../../ports/clock.js';
import type { Dedupe } from '../../ports/dedupe.js';

/** The embedded dedupe: expiring keys in a map. */
export class MemoryDedupe implements Dedupe {
  readonly #expires = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const now = this.clock.now();
    const expires = this.#expires.get(key);
    if (expires !== undefined && expires > now) return false;
    this.#expires.set(key, now + ttlMs);
    if (this.#expires.size > 10_000) this.#sweep(now);
    return true;
  }

  #sweep(now: number): void {
    for (const [key, expires] of this.#expires) if (expires <= now) this.#expires.delete(key);
  }
}
