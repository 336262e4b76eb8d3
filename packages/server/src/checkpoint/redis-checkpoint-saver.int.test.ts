import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test } from 'vitest';
import { validate } from '@langchain/langgraph-checkpoint-validation';
import { emptyCheckpoint, uuid6 } from '@langchain/langgraph-checkpoint';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { RedisCheckpointSaver } from './redis-checkpoint-saver.js';

const withRedis = serviceAvailable('redis');

// The suite is written for Jest-style globals; this package's Vitest config does not enable them.
Object.assign(globalThis, { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test });

if (withRedis) {
  let redis: RedisService;
  const clients = new WeakMap<RedisCheckpointSaver, KefuRedisClient>();
  // The official LangGraph suite: put, putWrites, getTuple, list, deleteThread, delta channel history.
  validate<RedisCheckpointSaver>({
    checkpointerName: 'RedisCheckpointSaver (plain Redis)',
    beforeAllTimeout: 30_000,
    async beforeAll() {
      redis = await startRedis({ durable: false });
    },
    async afterAll() {
      await redis.stop();
    },
    async createCheckpointer() {
      const client: KefuRedisClient = createClient({ url: redis.url });
      await client.connect();
      await client.flushAll();
      const saver = new RedisCheckpointSaver(client);
      clients.set(saver, client);
      return saver;
    },
    async destroyCheckpointer(saver) {
      const client = clients.get(saver);
      await client?.flushAll();
      await client?.close();
    },
  });
}

describe.runIf(withRedis)('RedisCheckpointSaver TTL', () => {
  let redis: RedisService;
  let client: KefuRedisClient;
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
    client = createClient({ url: redis.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await redis.stop();
  });

  it('gives every key of a thread the configured TTL and deletes them all with deleteThread', async () => {
    const saver = new RedisCheckpointSaver(client, { prefix: 'ttl:', ttlMs: 60_000 });
    const checkpoint = { ...emptyCheckpoint(), id: uuid6(-1) };
    const config = await saver.put({ configurable: { thread_id: 't1', checkpoint_ns: '' } }, checkpoint, { source: 'input', step: -1, parents: {} }, {});
    await saver.putWrites(config, [['messages', 'hi']], 'task-1');
    const keys = (await client.keys('ttl:{t1}*')).sort();
    expect(keys.length).toBe(5);
    for (const key of keys) {
      const ttl = await client.pTTL(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    expect((await saver.getTuple({ configurable: { thread_id: 't1' } }))?.pendingWrites).toEqual([['task-1', 'messages', 'hi']]);
    await saver.deleteThread('t1');
    expect(await client.keys('ttl:{t1}*')).toEqual([]);
    expect(await saver.getTuple({ configurable: { thread_id: 't1' } })).toBeUndefined();
  });
});
