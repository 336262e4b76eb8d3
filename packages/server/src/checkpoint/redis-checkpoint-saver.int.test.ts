import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test } from 'vitest';
import { validate } from '@langchain/langgraph-checkpoint-validation';
import { emptyCheckpoint, uuid6 } from '@langchain/langgraph-checkpoint';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { RedisCheckpointSaver } from './redis-checkpoint-saver.js';

const withRedis = serviceAvailable('redis');

// The suite is written for Jest-style globals; this package's Vitest config does not enable them.
Object.assign(globalThis, { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test });

if (withRedis) {
  // The official LangGraph suite (put, putWrites, getTuple, list, deleteThread, delta channel history), with
  // thread TTLs off and on: expiry must not change what a live thread reads.
  for (const ttlMs of [undefined, 3_600_000]) {
    let redis: RedisService;
    const clients = new WeakMap<RedisCheckpointSaver, KefuRedisClient>();
    validate<RedisCheckpointSaver>({
      checkpointerName: `RedisCheckpointSaver (plain Redis${ttlMs ? ', with a thread TTL' : ''})`,
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
        const saver = new RedisCheckpointSaver(client, ttlMs ? { ttlMs } : {});
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
    // No key outside the thread's hash tag: nothing global that could outlive the thread or cross a Cluster slot.
    expect((await client.keys('ttl:*')).sort()).toEqual(keys);
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

  it('lets every key of a thread really expire, leaving nothing behind and nothing listed', async () => {
    const saver = new RedisCheckpointSaver(client, { prefix: 'short:', ttlMs: 200 });
    for (const threadId of ['a', 'b']) {
      const config = await saver.put(
        { configurable: { thread_id: threadId, checkpoint_ns: '' } },
        { ...emptyCheckpoint(), id: uuid6(-1) },
        { source: 'input', step: -1, parents: {} },
        {},
      );
      await saver.putWrites(config, [['messages', 'hi']], 'task-1');
    }
    expect(await threadsListed(saver)).toEqual(['a', 'b']);
    await waitFor('every key to expire', async () => (await client.keys('short:*')).length === 0, 10_000, 50);
    expect(await threadsListed(saver)).toEqual([]);
    expect(await saver.getTuple({ configurable: { thread_id: 'a' } })).toBeUndefined();
  });
});

async function threadsListed(saver: RedisCheckpointSaver): Promise<string[]> {
  const threadIds: string[] = [];
  for await (const tuple of saver.list({})) threadIds.push(String(tuple.config.configurable?.thread_id));
  return threadIds;
}
