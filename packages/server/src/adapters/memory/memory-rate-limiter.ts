import type { Clock } from '../../ports/clock.js';
import type { RateDecision, RateLimiter } from '../../ports/rate-limiter.js';

/**
 * The embedded rate limiter: a sliding window (the times of the hits it allowed, per key), so no burst at a
 * window boundary gets twice the limit through. Refused hits are not counted.
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly #hits = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now();
    let times = this.#hits.get(key);
    if (!times) {
      times = [];
      this.#hits.set(key, times);
      if (this.#hits.size > 10_000) this.#sweep(now, windowMs);
    }
    const expired = times.findIndex((time) => time > now - windowMs);
    times.splice(0, expired === -1 ? times.length : expired);
    if (times.length >= limit) {
      // Room opens when the hit that filled the window leaves it.
      const filling = times[times.length - limit] ?? now;
      return { allowed: false, retryAfterMs: Math.max(1, filling + windowMs - now) };
    }
    times.push(now);
    return { allowed: true };
  }

  #sweep(now: number, windowMs: number): void {
    for (const [key, times] of this.#hits) if ((times.at(-1) ?? 0) <= now - windowMs) this.#hits.delete(key);
  }
}
