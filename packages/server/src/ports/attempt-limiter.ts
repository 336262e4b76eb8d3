/** One budget an attempt is counted against. */
export interface AttemptBudget {
  key: string;
  /** Attempts counted within `windowMs` before the budget refuses. */
  limit: number;
  windowMs: number;
  /**
   * Once `limit` is spent, one more attempt every `thenEveryMs` instead of none: the budget slows, never locks.
   * @default none (spent means refused until the oldest attempt leaves the window)
   */
  thenEveryMs?: number;
}

/** The outcome of {@link AttemptLimiter.take}: a ticket to refund on success, or the budget that refused. */
export type AttemptGrant = { allowed: true; ticket: string } | { allowed: false; key: string; retryAfterMs: number };

/**
 * Counts attempts at a secret (a guess at an order's phone ending) before they are evaluated, across processes.
 * Check and count are one atomic step: however many attempts arrive at once, no more are let through than the
 * budgets allow.
 */
export interface AttemptLimiter {
  /** Counts one attempt against every budget, all or none; refused when any budget is spent. */
  take(budgets: readonly AttemptBudget[]): Promise<AttemptGrant>;
  /** Uncounts an attempt that turned out not to be a failure (the right answer, or the backend was down). */
  refund(budgets: readonly AttemptBudget[], ticket: string): Promise<void>;
}
