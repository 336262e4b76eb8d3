import type { Clock } from '../../ports/clock.js';
import type { RateBudget, RateDecision, RateLimiter } from '../../ports/rate-limiter.js';

/** The window of a key never hit: shared, and replaced by the key's own array on its first allowed hit. */
const NO_HITS: readonly number[] = Object.freeze([]);

/**
 * The embedded rate limiter: a sliding window (the times of the hits it allowed, per key), so no burst at a
 * window boundary gets twice the limit through. Refused hits are not counted.
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly #hits = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    return this.hitAll([{ key, limit, windowMs }]);
  }

  async hitAll(budgets: readonly RateBudget[]): Promise<RateDecision> {
    const now = this.clock.now();
    let retryAfterMs = 0;
    for (const { key, limit, windowMs } of budgets) {
      const times = this.#window(key, now, windowMs);
      if (times.length >= limit) {
        // Room opens when the hit that filled the window leaves it.
        const filling = times[times.length - limit] ?? now;
        retryAfterMs = Math.max(retryAfterMs, filling + windowMs - now, 1);
      }
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const { key, windowMs } of budgets) {
      const times = this.#hits.get(key);
      if (times) {
        times.push(now);
        continue;
      }
      // A key's first hit gets an array of one: `[]` grows to room for 16 on its first push, and most keys
      // (one per socket for hello) see one or two hits in their window.
      this.#hits.set(key, [now]);
      if (this.#hits.size > 10_000) this.#sweep(now, windowMs);
    }
    return { allowed: true };
  }

  #window(key: string, now: number, windowMs: number): readonly number[] {
    const times = this.#hits.get(key);
    if (!times) return NO_HITS;
    const expired = times.findIndex((time) => time > now - windowMs);
    times.splice(0, expired === -1 ? times.length : expired);
    return times;
  }

  #sweep(now: number, windowMs: number): void {
    for (const [key, times] of this.#hits) if ((times.at(-1) ?? 0) <= now - windowMs) this.#hits.delete(key);
  }
}
