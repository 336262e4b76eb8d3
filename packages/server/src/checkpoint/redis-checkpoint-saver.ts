import { MemorySaver } from '@langchain/langgraph-checkpoint';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';

/** TEMPORARY: replaced by the plain-Redis saver. */
export class RedisCheckpointSaver extends MemorySaver {
  constructor(_client: KefuRedisClient, _options: { prefix?: string; ttlMs?: number } = {}) {
    super();
  }
}
