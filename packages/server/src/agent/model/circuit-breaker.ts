import type { Clock } from '../../ports/clock.js';

/** Options of {@link createCircuitBreaker}. */
export interface CircuitBreakerOptions {
  clock: Clock;
  /** How many recent calls are remembered. @default 6 */
  window?: number;
  /** Calls needed before the breaker may open. @default 3 */
  minCalls?: number;
  /** Share of failures among the recent calls that opens it. @default 0.5 */
  failureRatio?: number;
  /** How long it stays open before letting one trial call through. @default 60_000 */
  openMs?: number;
}

/** Where a breaker stands. */
export type CircuitState = 'closed' | 'open' | 'half_open';

/** Stops calling a failing model for a while, routing turns to the rules path meanwhile (seed 000). */
export interface CircuitBreaker {
  /** Whether a call may go out now; in half-open state only one trial call is allowed at a time. */
  allow(): boolean;
  record(success: boolean): void;
  /** A call ended without an outcome (the turn was cancelled): free the half-open trial slot. */
  abandon(): void;
  state(): CircuitState;
}

/** Creates a breaker that opens when most recent calls failed and half-opens after `openMs`. */
export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const window = options.window ?? 6;
  const minCalls = options.minCalls ?? 3;
  const ratio = options.failureRatio ?? 0.5;
  const openMs = options.openMs ?? 60_000;
  let outcomes: boolean[] = [];
  let openedAt: number | undefined;
  let trialInFlight = false;

  const state = (): CircuitState => (openedAt === undefined ? 'closed' : options.clock.now() - openedAt >= openMs ? 'half_open' : 'open');

  return {
    state,
    allow() {
      const now = state();
      if (now === 'closed') return true;
      if (now === 'open' || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    abandon() {
      trialInFlight = false;
    },
    record(success) {
      if (openedAt !== undefined) {
        if (state() !== 'half_open') return;
        trialInFlight = false;
        if (success) {
          openedAt = undefined;
          outcomes = [];
        } else openedAt = options.clock.now();
        return;
      }
      outcomes = [...outcomes, success].slice(-window);
      const failures = outcomes.filter((ok) => !ok).length;
      if (outcomes.length >= minCalls && failures / outcomes.length >= ratio && !outcomes.at(-1)) openedAt = options.clock.now();
    },
  };
}
