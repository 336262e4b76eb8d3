import type { HeldLock, LockService } from '../ports/lock.js';

/** How long a thread lock lives without renewal: a killed process frees its threads this fast. */
export const THREAD_LOCK_TTL_MS = 5_000;
const RENEW_EVERY_MS = 1_500;
const POLL_MS = 25;
const MAX_POLL_MS = 200;

/** A thread lock kept alive while held. */
export interface ThreadLockLease {
  release(): Promise<void>;
}

/** Waits for a thread's lock (held by a turn here or on another process) and keeps it renewed until released. */
export async function acquireThreadLock(locks: LockService, threadId: string, signal?: AbortSignal): Promise<ThreadLockLease> {
  const key = `thread:${threadId}`;
  let held: HeldLock | undefined;
  let wait = POLL_MS;
  while (!(held = await locks.tryAcquire(key, THREAD_LOCK_TTL_MS))) {
    signal?.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, MAX_POLL_MS);
  }
  const lock = held;
  const renew = setInterval(() => void lock.extend(THREAD_LOCK_TTL_MS).catch(() => false), RENEW_EVERY_MS);
  renew.unref();
  return {
    release: async () => {
      clearInterval(renew);
      await lock.release().catch(() => undefined);
    },
  };
}
