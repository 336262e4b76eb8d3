import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import type { ConversationIndex } from '../ports/conversation-index.js';
import { createMemoryConversationIndex } from './memory-conversation-index.js';
import { createRedisConversationIndex } from './redis-conversation-index.js';

/** The behaviour both conversation indexes share. */
function contract(name: string, create: () => Promise<ConversationIndex>) {
  describe(`${name} conversation index`, () => {
    it('keeps the first start, the newest activity and the last status of a thread', async () => {
      const index = await create();
      await index.touch({ threadId: 't1', siteId: 'a', at: 1000 });
      await index.touch({ threadId: 't1', siteId: 'a', at: 3000, status: 'handoff' });
      await index.touch({ threadId: 't1', siteId: 'a', at: 2000 }); // a late writer never moves activity back
      expect(await index.get('t1')).toEqual({ threadId: 't1', siteId: 'a', startedAt: 1000, lastActivityAt: 3000, status: 'handoff' });
    });

    it('lists one site newest first, ties by threadId, and continues after a cursor without repeats or gaps', async () => {
      const index = await create();
      for (const [threadId, at] of [
        ['t1', 1000],
        ['t2', 2000],
        ['t3', 2000],
        ['t4', 3000],
        ['t5', 4000],
      ] as const)
        await index.touch({ threadId, siteId: 'a', at });
      await index.touch({ threadId: 'x1', siteId: 'b', at: 5000 });
      const seen: string[] = [];
      let after: { lastActivityAt: number; threadId: string } | undefined;
      for (;;) {
        // 3 a page: the tie at 2000 (t3, t2) falls across the first page's end.
        const page = await index.list({ siteIds: ['a'], limit: 3, ...(after ? { after } : {}) });
        if (page.length === 0) break;
        seen.push(...page.map((summary) => summary.threadId));
        after = page.at(-1)!;
      }
      expect(seen).toEqual(['t5', 't4', 't3', 't2', 't1']);
      expect((await index.list({ siteIds: ['a', 'b'], limit: 2 })).map((summary) => summary.threadId)).toEqual(['x1', 't5']);
      expect((await index.list({ siteIds: ['a'], limit: 10, since: 2000, until: 4000 })).map((summary) => summary.threadId)).toEqual(['t4', 't3', 't2']);
    });

    it('filters by status', async () => {
      const index = await create();
      await index.touch({ threadId: 't1', siteId: 'a', at: 1000, status: 'resolved' });
      await index.touch({ threadId: 't2', siteId: 'a', at: 2000 });
      expect((await index.list({ siteIds: ['a'], limit: 10, status: 'resolved' })).map((summary) => summary.threadId)).toEqual(['t1']);
      expect((await index.list({ siteIds: ['a'], limit: 10, status: 'open' })).map((summary) => summary.threadId)).toEqual(['t2']);
    });
  });
}

contract('memory', async () => createMemoryConversationIndex());

describe.runIf(serviceAvailable('redis'))('redis', () => {
  let redis: RedisService;
  let client: KefuRedisClient;
  let n = 0;
  beforeAll(async () => {
    redis = await startRedis();
    client = createClient({ url: redis.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.close();
    await redis?.stop();
  });
  contract('redis', async () => createRedisConversationIndex(client, { prefix: `test:${++n}:` }));

  it('forgets a conversation with its thread after the retention', async () => {
    const index = createRedisConversationIndex(client, { prefix: 'retention:', retentionMs: 60_000 });
    await index.touch({ threadId: 'old', siteId: 'a', at: 1000 });
    expect(Number(await client.pTTL('retention:thread:old'))).toBeGreaterThan(0);
    await index.touch({ threadId: 'new', siteId: 'a', at: 1000 + 60_001 });
    expect(await client.zRange('retention:site:a', 0, -1)).toEqual(['new']);
    await client.del('retention:thread:new'); // as if it had expired
    expect(await index.list({ siteIds: ['a'], limit: 10 })).toEqual([]);
  });
});
