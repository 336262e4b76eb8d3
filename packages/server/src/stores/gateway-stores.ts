import type { AttemptLimiter } from '../ports/attempt-limiter.js';
import type { Cache } from '../ports/cache.js';
import type { Clock } from '../ports/clock.js';
import type { ConfirmedWriteStore } from '../ports/confirmed-write-store.js';
import type { Dedupe } from '../ports/dedupe.js';
import type { LockService } from '../ports/lock.js';
import type { RateLimiter } from '../ports/rate-limiter.js';
import type { ThreadLog } from '../ports/thread-log.js';
import {
  MemoryAttemptLimiter,
  MemoryCache,
  MemoryConfirmedWriteStore,
  MemoryDedupe,
  MemoryFeedbackStore,
  MemoryLockService,
  MemoryRateLimiter,
  MemoryThreadLog,
} from '../adapters/memory/index.js';
import type { CustomerBinding } from './customer-binding.js';
import type { FeedbackStore } from './feedback-store.js';

/** Every store the gateway needs, all memory or all Redis. */
export interface GatewayStores {
  log: ThreadLog & CustomerBinding;
  dedupe: Dedupe;
  rateLimiter: RateLimiter;
  /** Guesses at secrets (guest order verification), counted before they are checked. */
  attempts: AttemptLimiter;
  locks: LockService;
  cache: Cache;
  feedback: FeedbackStore;
  /** Approved writes not yet delivered as receipts: recovery completes them after a crash. */
  confirmedWrites: ConfirmedWriteStore;
}

/** The embedded stores: one process, nothing survives a restart. */
export function createMemoryStores(clock: Clock): GatewayStores {
  return {
    log: new MemoryThreadLog(),
    dedupe: new MemoryDedupe(clock),
    rateLimiter: new MemoryRateLimiter(clock),
    attempts: new MemoryAttemptLimiter(clock),
    locks: new MemoryLockService(clock),
    cache: new MemoryCache(clock),
    feedback: new MemoryFeedbackStore(),
    confirmedWrites: new MemoryConfirmedWriteStore(),
  };
}
