import type { AttemptBudget } from '../ports/attempt-limiter.js';
import type { WorkflowTurn } from './workflow-env.js';

const HOUR_MS = 3_600_000;

/** Wrong guesses one requester (conversation, address) may make per hour, at any orders. */
export const REQUESTER_BUDGET = { limit: 5, windowMs: HOUR_MS } as const;

/** Guesses one order takes per hour before it is slowed to one every `thenEveryMs`. */
export const ORDER_BUDGET = { limit: 20, windowMs: HOUR_MS, thenEveryMs: 5 * 60_000 } as const;

/**
 * The budgets a guest's "order id + last 4 phone digits" guess is counted against, before it is checked.
 *
 * There are only 10,000 phone endings, so guesses must be scarce; but a lock on the order alone let any stranger
 * lock the real owner out for an hour with five wrong guesses. So a guess counts against
 * - the requester: this conversation and this address, 5 per hour each, at any order. A stranger spends only
 *   their own budget; the owner, asking from elsewhere, still has theirs.
 * - the order: 20 per hour from everyone together (a botnet), after which it is slowed, never locked: one guess
 *   every 5 minutes, whoever makes it. At most 20 + 13 guesses per order in any hour are ever checked, so finding
 *   an ending takes ~150 hours of guessing on average; an owner caught in such an attack waits minutes, not an hour.
 * A signed-in owner is checked by account and never counted. A right guess is refunded: only failures count.
 */
export function verificationBudgets(orderId: string, turn: Pick<WorkflowTurn, 'threadId' | 'clientAddress'>): AttemptBudget[] {
  // Requester first: a stranger who spent their own budget is told so, without costing the order anything.
  return [
    { key: `verify:thread:${turn.threadId}`, ...REQUESTER_BUDGET },
    ...(turn.clientAddress ? [{ key: `verify:ip:${turn.clientAddress}`, ...REQUESTER_BUDGET }] : []),
    { key: orderBudgetKey(orderId), ...ORDER_BUDGET },
  ];
}

/** The key of an order's own budget. */
export function orderBudgetKey(orderId: string): string {
  return `verify:order:${orderId}`;
}
