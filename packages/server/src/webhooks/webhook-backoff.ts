/** Options of {@link retryDelayMs}. */
export interface BackoffOptions {
  /** The first retry's delay. @default 60000 */
  baseMs?: number;
  /** No delay grows past this. @default 8 hours */
  capMs?: number;
  /** 0 ≤ random() < 1; injected so tests are deterministic. @default Math.random */
  random?: () => number;
}

/**
 * The delay before attempt `attempt + 1`: base × 2^(attempt−1), capped, ±20 % jitter so receivers that came back are
 * not hit by every queued event at the same second. With the defaults, 12 attempts span 24.5 h (19.6–29.4 h with jitter).
 */
export function retryDelayMs(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? 60_000;
  const cap = options.capMs ?? 8 * 3_600_000;
  const delay = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(delay * (0.8 + 0.4 * (options.random ?? Math.random)()));
}
