/** A held lock; release is safe to call twice and never frees someone else's lock. */
export interface HeldLock {
  /** Extends the lease; false when it was lost (expired and taken). */
  extend(ttlMs: number): Promise<boolean>;
  release(): Promise<void>;
}

/** Mutual exclusion by key with a lease, across processes. */
export interface LockService {
  /** Takes the lock if free; undefined when someone else holds it. */
  tryAcquire(key: string, ttlMs: number): Promise<HeldLock | undefined>;
}
