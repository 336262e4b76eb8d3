import type { Clock } from '../../ports/clock.js';
import type { RateDecision, RateLimiter } from '../../ports/rate-limiter.js';

/** The embedded rate limiter: fixed windows counted in a map. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
      if (this.#windows.size > 10_000) this.#sweep(now);
    }
    window.count += 1;
    return window.count <= limit ? { allowed: true } : { allowed: false, retryAfterMs: window.resetAt - now };
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
