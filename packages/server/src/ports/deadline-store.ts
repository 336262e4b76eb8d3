/** A point in time something must happen at, with what to do it to. */
export interface Deadline<T> {
  /** Unique per deadline; scheduling the same key again moves it. */
  key: string;
  /** Epoch milliseconds. */
  dueAt: number;
  payload: T;
}

/** Options of {@link DeadlineStore.claimDue}. */
export interface ClaimOptions {
  /** Most deadlines claimed at once. @default 50 */
  limit?: number;
  /** A claim not completed within this becomes due again (the claimer crashed). @default 30000 */
  leaseMs?: number;
}

/**
 * Durable deadlines (interrupt expiry): memory when embedded, a Redis sorted set otherwise. A due deadline is
 * claimed by exactly one caller, across processes, and survives restarts until completed.
 */
export interface DeadlineStore<T> {
  /** Sets (or moves) the deadline under `deadline.key`. */
  schedule(deadline: Deadline<T>): Promise<void>;
  /** Removes a deadline; resolves true when it was there. */
  cancel(key: string): Promise<boolean>;
  /** Atomically claims deadlines due at `now`, earliest first; each is leased to this caller only. */
  claimDue(now: number, options?: ClaimOptions): Promise<Array<Deadline<T>>>;
  /** Removes a claimed deadline once it was handled. */
  complete(key: string): Promise<void>;
  /** The earliest deadline not yet claimed, if any (for tests and metrics). */
  next(): Promise<Deadline<T> | undefined>;
}
