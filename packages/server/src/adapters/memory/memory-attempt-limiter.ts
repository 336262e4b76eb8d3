import { randomUUID } from 'node:crypto';
import type { AttemptBudget, AttemptGrant, AttemptLimiter } from '../../ports/attempt-limiter.js';
import type { Clock } from '../../ports/clock.js';

interface Attempt {
  at: number;
  ticket: string;
}

/** How long until `budget` admits another attempt, given its attempts' times inside the window (oldest first); 0: now. */
function budgetWait(times: readonly number[], budget: AttemptBudget, now: number): number {
  if (times.length < budget.limit) return 0;
  if (budget.thenEveryMs !== undefined && budget.thenEveryMs > 0) return Math.max(0, times[times.length - 1]! + budget.thenEveryMs - now);
  // Room opens when the attempt that filled the window leaves it.
  return Math.max(1, times[times.length - budget.limit]! + budget.windowMs - now);
}

/**
 * The embedded attempt limiter: the times of counted attempts per key. Check and count happen with no await in
 * between, so concurrent attempts in this process are counted one by one, like the Redis script does.
 */
export class MemoryAttemptLimiter implements AttemptLimiter {
  readonly #attempts = new Map<string, Attempt[]>();

  constructor(private readonly clock: Clock) {}

  async take(budgets: readonly AttemptBudget[]): Promise<AttemptGrant> {
    const now = this.clock.now();
    const lists = budgets.map((budget) => this.#current(budget, now));
    for (const [index, budget] of budgets.entries()) {
      const wait = budgetWait(
        lists[index]!.map((attempt) => attempt.at),
        budget,
        now,
      );
      if (wait > 0) return { allowed: false, key: budget.key, retryAfterMs: wait };
    }
    const ticket = `${now}:${randomUUID()}`;
    for (const list of lists) list.push({ at: now, ticket });
    return { allowed: true, ticket };
  }

  async refund(budgets: readonly AttemptBudget[], ticket: string): Promise<void> {
    for (const budget of budgets) {
      const list = this.#attempts.get(budget.key);
      const index = list?.findIndex((attempt) => attempt.ticket === ticket) ?? -1;
      if (index >= 0) list!.splice(index, 1);
    }
  }

  /** The key's attempts still inside its window, oldest first. */
  #current(budget: AttemptBudget, now: number): Attempt[] {
    let list = this.#attempts.get(budget.key);
    if (!list) {
      list = [];
      this.#attempts.set(budget.key, list);
      if (this.#attempts.size > 10_000) this.#sweep(now, budget.windowMs);
    }
    const kept = list.findIndex((attempt) => attempt.at > now - budget.windowMs);
    list.splice(0, kept === -1 ? list.length : kept);
    return list;
  }

  #sweep(now: number, windowMs: number): void {
    for (const [key, list] of this.#attempts) if ((list.at(-1)?.at ?? 0) <= now - windowMs) this.#attempts.delete(key);
  }
}
