export { MemoryAttemptLimiter } from './memory-attempt-limiter.js';
export { MemoryCache } from './memory-cache.js';
export { MemoryConfirmedWriteStore } from './memory-confirmed-write-store.js';
export { MemoryDedupe } from './memory-dedupe.js';
export { MemoryFeedbackStore } from './memory-feedback-store.js';
export { MemoryLockService } from './memory-lock-service.js';
export { MemoryRateLimiter } from './memory-rate-limiter.js';
export { MemoryThreadLog } from './memory-thread-log.js';
