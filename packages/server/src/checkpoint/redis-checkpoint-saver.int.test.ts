import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test } from 'vitest';
import { validate } from '@langchain/langgraph-checkpoint-validation';
import { emptyCheckpoint, uuid6, type SerializerProtocol } from '@langchain/langgraph-checkpoint';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { RedisCheckpointSaver } from './redis-checkpoint-saver.js';
import { useRedisClient } from './test-support/redis-client.js';
import type { CheckpointFormat } from './checkpoint-format.js';

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
  const redis = useRedisClient();
  let client: KefuRedisClient;
  beforeAll(() => void (client = redis.client));

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
  const redis = useRedisClient();
  let client: KefuRedisClient;
  beforeAll(() => void (client = redis.client));

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

describe.runIf(withRedis)('RedisCheckpointSaver in a rolling deploy (KEFU_CHECKPOINT_FORMAT)', () => {
  const redis = useRedisClient();
  let client: KefuRedisClient;
  beforeAll(() => void (client = redis.client));

  const history = [{ role: 'user', text: '我的订单 KF10010003 到哪了' }];
  const written = { values: { history }, writes: [['task-1', 'history', { role: 'assistant', text: '已发货' }]] };

  /** A checkpoint with a channel value and a pending write, as a turn leaves them. */
  async function writeThread(saver: RedisCheckpointSaver, threadId: string): Promise<string> {
    const checkpoint = { ...emptyCheckpoint(), id: uuid6(-1), channel_values: { history }, channel_versions: { history: 1 } };
    const config = await saver.put(
      { configurable: { thread_id: threadId, checkpoint_ns: '' } },
      checkpoint,
      { source: 'input', step: -1, parents: {} },
      { history: 1 },
    );
    await saver.putWrites(config, [['history', { role: 'assistant', text: '已发货' }]], 'task-1');
    return checkpoint.id;
  }

  async function readThread(saver: RedisCheckpointSaver, threadId: string) {
    const read = await saver.getTuple({ configurable: { thread_id: threadId } });
    return { values: read?.checkpoint.channel_values, writes: read?.pendingWrites };
  }

  for (const [writer, reader] of [
    ['base64', 'text'],
    ['text', 'base64'],
  ] as Array<[CheckpointFormat, CheckpointFormat]>) {
    it(`a thread written with format ${writer} is read by a process set to ${reader}`, async () => {
      const threadId = `mixed-${writer}`;
      await writeThread(new RedisCheckpointSaver(client, { prefix: 'deploy:', format: writer }), threadId);
      expect(await readThread(new RedisCheckpointSaver(client, { prefix: 'deploy:', format: reader }), threadId)).toEqual(written);
    });
  }

  // What a release before the text form runs: it decodes every stored value as base64 (its stored-records.ts `load`).
  async function readAsPreviousRelease(serde: SerializerProtocol, threadId: string, checkpointId: string) {
    const loadBase64 = ([type, base64]: [string, string]) => serde.loadsTyped(type, new Uint8Array(Buffer.from(base64, 'base64')));
    const blobs = Object.values(await client.hGetAll(`deploy:{${threadId}}:ns::blobs`));
    const writes = Object.values(await client.hGetAll(`deploy:{${threadId}}:ns::writes:${encodeURIComponent(checkpointId)}`));
    const record = JSON.parse((await client.hGet(`deploy:{${threadId}}:ns::checkpoints`, checkpointId)) ?? '{}') as Record<string, [string, string]>;
    return {
      stored: [...blobs, ...writes.map((json) => JSON.stringify((JSON.parse(json) as { value: unknown }).value)), JSON.stringify(record.checkpoint)],
      values: await Promise.all(blobs.map((json) => loadBase64(JSON.parse(json) as [string, string]).catch(() => 'unreadable'))),
      writes: await Promise.all(writes.map((json) => loadBase64((JSON.parse(json) as { value: [string, string] }).value).catch(() => 'unreadable'))),
      metadata: await loadBase64(record.metadata!).catch(() => 'unreadable'),
    };
  }

  it('with format base64 writes only what a release before the text form reads; the text form it cannot read', async () => {
    const saver = new RedisCheckpointSaver(client, { prefix: 'deploy:', format: 'base64' });
    const old = await readAsPreviousRelease(saver.serde, 'old-reader', await writeThread(saver, 'old-reader'));
    // Every value as the previous release wrote it: [type, base64], no third 'text' element it would ignore.
    expect(old.stored.every((json) => (JSON.parse(json) as unknown[]).length === 2)).toBe(true);
    expect(old.values).toEqual([history]);
    expect(old.writes).toEqual([{ role: 'assistant', text: '已发货' }]);
    expect(old.metadata).toEqual({ source: 'input', step: -1, parents: {} });

    const text = new RedisCheckpointSaver(client, { prefix: 'deploy:', format: 'text' });
    const unread = await readAsPreviousRelease(text.serde, 'new-writer', await writeThread(text, 'new-writer'));
    // Why the rollout has two steps: an older process would lose the thread's history.
    expect(unread.values).not.toEqual([history]);
  });
});

async function threadsListed(saver: RedisCheckpointSaver): Promise<string[]> {
  const threadIds: string[] = [];
  for await (const tuple of saver.list({})) threadIds.push(String(tuple.config.configurable?.thread_id));
  return threadIds;
}

describe.runIf(withRedis)('RedisCheckpointSaver retention', () => {
  const redis = useRedisClient();

  it('keeps a thread’s newest checkpoints in the write’s own transaction, also right after Redis forgot its scripts', async () => {
    const { client } = redis;
    const saver = new RedisCheckpointSaver(client, { prefix: 'keep:', retention: { kept: 2, slack: 2 } });
    let config = { configurable: { thread_id: 't1', checkpoint_ns: '' } } as { configurable: Record<string, string> };
    const written: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      // A restarted Redis has no scripts: the write's EVALSHA fails alone and the saver prunes with the script itself.
      if (step === 7) await client.scriptFlush();
      const checkpoint = { ...emptyCheckpoint(), id: uuid6(step), channel_values: { step }, channel_versions: { step: step + 1 } };
      config = (await saver.put(config, checkpoint, { source: 'loop', step, parents: {} }, { step: step + 1 })) as typeof config;
      written.push(checkpoint.id);
      expect(await client.zCard('keep:{t1}:ns::ids')).toBeLessThanOrEqual(4);
    }
    const kept = await client.zRange('keep:{t1}:ns::ids', 0, -1);
    expect(kept).toEqual(written.slice(-kept.length));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    // Only the kept checkpoints' channel values are left.
    expect(await client.hLen('keep:{t1}:ns::blobs')).toBe(kept.length);
    expect((await saver.getTuple({ configurable: { thread_id: 't1' } }))?.checkpoint.channel_values).toEqual({ step: 11 });
  });
});
