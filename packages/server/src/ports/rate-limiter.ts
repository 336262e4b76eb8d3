/** The outcome of one counted request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Sliding-window request counting, shared across processes. */
export interface RateLimiter {
  /** Counts one request under `key`; refused once more than `limit` arrive within `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
}
