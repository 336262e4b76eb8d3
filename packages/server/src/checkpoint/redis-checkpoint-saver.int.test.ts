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

describe.runIf(withRedis)('RedisCheckpointSaver stored form', () => {
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

  it('stores JSON channel values and pending writes as their text, not base64, and still reads records written as base64', async () => {
    const saver = new RedisCheckpointSaver(client, { prefix: 'form:' });
    const history = [{ role: 'user', text: '我的订单 KF10010003 到哪了' }];
    const checkpoint = { ...emptyCheckpoint(), id: uuid6(-1), channel_values: { history }, channel_versions: { history: 1 } };
    const config = await saver.put(
      { configurable: { thread_id: 'f1', checkpoint_ns: '' } },
      checkpoint,
      { source: 'input', step: -1, parents: {} },
      { history: 1 },
    );
    await saver.putWrites(config, [['history', { role: 'assistant', text: '已发货' }]], 'task-1');
    const blobs = await client.hGetAll('form:{f1}:ns::blobs');
    const writes = await client.hGetAll(`form:{f1}:ns::writes:${encodeURIComponent(checkpoint.id)}`);
    // Readable as stored: a third smaller than base64, and no base64 pass on every read and write.
    expect(Object.values(blobs).join()).toContain('我的订单 KF10010003 到哪了');
    expect(Object.values(writes).join()).toContain('已发货');
    const expected = { values: { history }, writes: [['task-1', 'history', { role: 'assistant', text: '已发货' }]] };
    const read = await saver.getTuple({ configurable: { thread_id: 'f1' } });
    expect({ values: read?.checkpoint.channel_values, writes: read?.pendingWrites }).toEqual(expected);

    // The same thread as a server before the text form wrote it: every value base64.
    const asBase64 = (json: string): string =>
      JSON.stringify(
        JSON.parse(json, (key, value: unknown) =>
          Array.isArray(value) && value[2] === 'text' ? [value[0], Buffer.from(String(value[1])).toString('base64')] : value,
        ),
      );
    for (const [key, hash] of [
      ['form:{f1}:ns::blobs', blobs],
      [`form:{f1}:ns::writes:${encodeURIComponent(checkpoint.id)}`, writes],
      ['form:{f1}:ns::checkpoints', await client.hGetAll('form:{f1}:ns::checkpoints')],
    ] as const) {
      await client.hSet(key, Object.fromEntries(Object.entries(hash).map(([field, json]) => [field, asBase64(json)])));
    }
    expect(Object.values(await client.hGetAll('form:{f1}:ns::blobs')).join()).not.toContain('KF10010003');
    const legacy = await saver.getTuple({ configurable: { thread_id: 'f1' } });
    expect({ values: legacy?.checkpoint.channel_values, writes: legacy?.pendingWrites }).toEqual(expected);
  });
});

async function threadsListed(saver: RedisCheckpointSaver): Promise<string[]> {
  const threadIds: string[] = [];
  for await (const tuple of saver.list({})) threadIds.push(String(tuple.config.configurable?.thread_id));
  return threadIds;
}
