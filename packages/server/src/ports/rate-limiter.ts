/** The outcome of one counted request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One budget a request is counted against. */
export interface RateBudget {
  key: string;
  /** Most requests allowed within `windowMs`. */
  limit: number;
  windowMs: number;
}

/** Sliding-window request counting, shared across processes. */
export interface RateLimiter {
  /** Counts one request under `key`; refused once more than `limit` arrive within `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /**
   * Counts one request against every budget at once, or against none: refused when any of them is full
   * (with the longest wait among the full ones), so a refused request never uses up another budget.
   */
  hitAll(budgets: readonly RateBudget[]): Promise<RateDecision>;
}
