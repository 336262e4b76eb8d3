import type { Clock } from '../../ports/clock.js';
import type { RateBudget, RateDecision, RateLimiter } from '../../ports/rate-limiter.js';

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
    const windows = budgets.map(({ key, limit, windowMs }) => {
      const times = this.#window(key, now, windowMs);
      if (times.length >= limit) {
        // Room opens when the hit that filled the window leaves it.
        const filling = times[times.length - limit] ?? now;
        retryAfterMs = Math.max(retryAfterMs, filling + windowMs - now, 1);
      }
      return times;
    });
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const times of windows) times.push(now);
    return { allowed: true };
  }

  #window(key: string, now: number, windowMs: number): number[] {
    let times = this.#hits.get(key);
    if (!times) {
      times = [];
      this.#hits.set(key, times);
      if (this.#hits.size > 10_000) this.#sweep(now, windowMs);
    }
    const expired = times.findIndex((time) => time > now - windowMs);
    times.splice(0, expired === -1 ? times.length : expired);
    return times;
  }

  #sweep(now: number, windowMs: number): void {
    for (const [key, times] of this.#hits) if ((times.at(-1) ?? 0) <= now - windowMs) this.#hits.delete(key);
  }
}
