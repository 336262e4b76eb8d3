import { afterAll, beforeAll } from 'vitest';
import { createClient } from 'redis';
import { startRedis, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../../adapters/redis/connect-redis.js';

/** A throwaway redis-server and a connected client for the enclosing describe: started before its tests, closed after. */
export function useRedisClient(): { redis: RedisService; client: KefuRedisClient } {
  // Filled by the hooks of the describe that calls this, so nothing outlives it (Vitest reuses one worker across files).
  const handle = {} as { redis: RedisService; client: KefuRedisClient };
  beforeAll(async () => {
    handle.redis = await startRedis({ durable: false });
    handle.client = createClient({ url: handle.redis.url });
    await handle.client.connect();
  });
  afterAll(async () => {
    await handle.client?.close();
    await handle.redis?.stop();
  });
  return handle;
}
