import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import type { Clock } from '../../ports/clock.js';
import type { GatewayStores } from '../../stores/gateway-stores.js';
import type { Logger } from '../../logger.js';
import { withCaughtPublish } from './caught-publish-client.js';
import type { KefuRedisClient } from './connect-redis.js';
import { RedisAttemptLimiter } from './redis-attempt-limiter.js';
import { RedisCache } from './redis-cache.js';
import { RedisConfirmedWriteStore } from './redis-confirmed-write-store.js';
import { RedisDedupe } from './redis-dedupe.js';
import { RedisFeedbackStore } from './redis-feedback-store.js';
import { RedisLockService } from './redis-lock-service.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';
import { RedisThreadLog } from './redis-thread-log.js';
import { RedisCheckpointSaver } from '../../checkpoint/redis-checkpoint-saver.js';
import type { CheckpointFormat } from '../../checkpoint/checkpoint-format.js';
import { CHECKPOINT_SLACK, CHECKPOINTS_KEPT } from '../../checkpoint/checkpoint-retention.js';

/** Everything that lives in Redis when `REDIS_URL` is set. */
export interface RedisBackends {
  stores: GatewayStores;
  checkpointer: BaseCheckpointSaver;
  /** The Socket.IO adapter that carries room broadcasts between processes. */
  socketAdapter: ReturnType<typeof createAdapter>;
}

/** Options of {@link createRedisBackends}. */
export interface RedisBackendOptions {
  /** Key prefix. @default 'kefu:' */
  prefix?: string;
  /** How long a conversation and its graph state outlive its last event (KEFU_THREAD_RETENTION_DAYS); 0 keeps them. */
  retentionMs?: number;
  /** Where the Socket.IO adapter's lost notices are logged. */
  logger?: Logger;
  /** How the checkpointer writes values (KEFU_CHECKPOINT_FORMAT). @default 'text' */
  checkpointFormat?: CheckpointFormat;
}

/** Builds the Redis stores, checkpointer and Socket.IO adapter on one connected client. */
export function createRedisBackends(
  client: KefuRedisClient,
  clock: Clock,
  { prefix = 'kefu:', retentionMs = 0, logger, checkpointFormat = 'text' }: RedisBackendOptions = {},
): RedisBackends {
  return {
    stores: {
      log: new RedisThreadLog(client, prefix, retentionMs),
      dedupe: new RedisDedupe(client, prefix),
      rateLimiter: new RedisRateLimiter(client, clock, prefix),
      attempts: new RedisAttemptLimiter(client, clock, prefix),
      locks: new RedisLockService(client, prefix),
      cache: new RedisCache(client, `${prefix}cache:`),
      feedback: new RedisFeedbackStore(client, prefix, retentionMs),
      confirmedWrites: new RedisConfirmedWriteStore(client, prefix),
    },
    checkpointer: new RedisCheckpointSaver(client, {
      prefix: `${prefix}checkpoint:`,
      format: checkpointFormat,
      // A conversation thread keeps its last few checkpoints, not one per turn forever (issue 17: flat storage per thread).
      retention: { kept: CHECKPOINTS_KEPT, slack: CHECKPOINT_SLACK },
      ...(retentionMs > 0 ? { ttlMs: retentionMs } : {}),
    }),
    // A short block time lets a closing server's reader connection end quickly.
    socketAdapter: createAdapter(withCaughtPublish(client, logger), { streamName: `${prefix}socket.io`, blockTimeInMs: 1000 }),
  };
}
