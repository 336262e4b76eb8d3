import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { createMemoryStores, type GatewayStores } from '../../src/stores/gateway-stores.js';
import { createRedisBackends } from '../../src/adapters/redis/redis-backends.js';
import type { KefuRedisClient } from '../../src/adapters/redis/connect-redis.js';
import type { UnsequencedEvent } from '../../src/ports/thread-log.js';

interface Backend {
  stores: GatewayStores;
  /** Lets `ms` pass for TTLs: a fake clock for memory, real time for Redis. */
  passTime(ms: number): Promise<void>;
}

const withRedis = serviceAvailable('redis');
let redis: RedisService | undefined;
let client: KefuRedisClient | undefined;
let namespace = 0;

beforeAll(async () => {
  if (!withRedis) return;
  redis = await startRedis({ durable: false });
  client = createClient({ url: redis.url });
  await client.connect();
});
afterAll(async () => {
  await client?.close();
  await redis?.stop();
});

const backends: Array<[string, () => Backend]> = [
  [
    'memory',
    () => {
      let now = 1_000_000;
      return { stores: createMemoryStores({ now: () => now }), passTime: async (ms) => void (now += ms) };
    },
  ],
];
if (withRedis) {
  backends.push([
    'redis',
    () => ({
      // A fresh prefix per test keeps tests independent on one server.
      stores: createRedisBackends(client as KefuRedisClient, { now: Date.now }, { prefix: `contract${(namespace += 1)}:` }).stores,
      passTime: (ms) => new Promise((resolve) => setTimeout(resolve, ms + 5)),
    }),
  ]);
}

const message = (text: string): UnsequencedEvent => ({
  event: 'message:done',
  data: { message: { messageId: `m-${text}`, role: 'user', text, createdAt: 1 } },
});
const prompt = (interruptId: string): UnsequencedEvent => ({
  event: 'interrupt:open',
  data: { interrupt: { interruptId, kind: 'confirm', prompt: 'Submit?', summary: [{ label: 'Order', value: 'KF1' }], expiresAt: 2 } },
});

describe.each(backends)('%s stores', (_name, make) => {
  describe('thread log', () => {
    it('creates a thread once and remembers its owner', async () => {
      const { log } = make().stores;
      expect(await log.create('t1', { siteId: 'shop', customerId: 'c1' }, 1)).toBe(true);
      expect(await log.create('t1', { siteId: 'other' }, 2)).toBe(false);
      expect(await log.owner('t1')).toEqual({ siteId: 'shop', customerId: 'c1' });
      expect(await log.owner('nope')).toBeUndefined();
    });

    it('assigns strictly increasing seqs, also to concurrent appends', async () => {
      const { log } = make().stores;
      await log.create('t', { siteId: 's' }, 1);
      const results = await Promise.all(Array.from({ length: 20 }, (_, index) => log.append('t', message(`m${index}`))));
      const seqs = results.map((result) => (result.status === 'stored' ? result.event.data.seq : 0));
      expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      const page = await log.read('t', 0, 100);
      expect(page.events.map((event) => event.data.seq)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect(page.lastSeq).toBe(20);
    });

    it('stores a deduplicated event once and answers a repeat with the first seq', async () => {
      const { log } = make().stores;
      await log.create('t', { siteId: 's' }, 1);
      const [first, second] = await Promise.all([log.append('t', message('a'), { dedupeKey: 'k1' }), log.append('t', message('a'), { dedupeKey: 'k1' })]);
      expect([first?.status, second?.status].sort()).toEqual(['duplicate', 'stored']);
      expect(await log.seqOf('t', 'k1')).toBe(1);
      expect((await log.read('t', 0, 10)).events).toHaveLength(1);
    });

    it('replays after a seq, and only the newest events when too many were missed', async () => {
      const { log } = make().stores;
      await log.create('t', { siteId: 's' }, 1);
      for (let index = 1; index <= 10; index += 1) await log.append('t', message(`m${index}`));
      expect((await log.read('t', 7, 5)).events.map((event) => event.data.seq)).toEqual([8, 9, 10]);
      const truncated = await log.read('t', 2, 5);
      expect(truncated.events.map((event) => event.data.seq)).toEqual([6, 7, 8, 9, 10]);
      expect(truncated.truncated).toBe(true);
      expect(await log.read('t', 10, 5)).toEqual({ events: [], truncated: false, lastSeq: 10 });
    });

    it('tracks the open prompt and closes it exactly once', async () => {
      const { log } = make().stores;
      await log.create('t', { siteId: 's' }, 1);
      await log.append('t', prompt('i1'));
      expect((await log.openInterrupt('t'))?.interruptId).toBe('i1');
      const close = { event: 'interrupt:closed', data: { interruptId: 'i1', reason: 'answered' } } as const;
      const results = await Promise.all([log.append('t', close, { ifInterruptOpen: 'i1' }), log.append('t', close, { ifInterruptOpen: 'i1' })]);
      expect(results.map((result) => result.status).sort()).toEqual(['interrupt_not_open', 'stored']);
      expect(await log.openInterrupt('t')).toBeUndefined();
    });

    it('refuses events for a thread that does not exist', async () => {
      const { log } = make().stores;
      expect(await log.append('ghost', message('boo'))).toEqual({ status: 'no_thread' });
      expect((await log.read('ghost', 0, 10)).events).toEqual([]);
    });

    it('remembers where the latest handoff left the thread', async () => {
      const { log } = make().stores;
      await log.create('t', { siteId: 's' }, 1);
      expect(await log.handoffState('t')).toBeUndefined();
      await log.append('t', { event: 'handoff', data: { state: 'queued', reason: 'requested', queuePosition: 2, at: 1 } });
      await log.append('t', { event: 'handoff', data: { state: 'joined', reason: 'requested', agentName: 'Lin', at: 2 } });
      expect(await log.handoffState('t')).toBe('joined');
    });

    it('moves each turn cursor only forward, independently', async () => {
      const { log } = make().stores;
      await log.create('t', { siteId: 's' }, 1);
      expect(await log.turnCursors('t')).toEqual({ taken: 0, answered: 0 });
      await log.advanceTurnCursor('t', 'taken', 5);
      await log.advanceTurnCursor('t', 'taken', 3);
      expect(await log.turnCursors('t')).toEqual({ taken: 5, answered: 0 });
      await log.advanceTurnCursor('t', 'answered', 4);
      await log.advanceTurnCursor('t', 'answered', 2);
      expect(await log.turnCursors('t')).toEqual({ taken: 5, answered: 4 });
    });
  });

  it('dedupe claims a key once until it expires', async () => {
    const { stores, passTime } = make();
    expect(await stores.dedupe.claim('k', 40)).toBe(true);
    expect(await stores.dedupe.claim('k', 40)).toBe(false);
    await passTime(60);
    expect(await stores.dedupe.claim('k', 40)).toBe(true);
  });

  it('rate limiter slides its window: no second 100 right after a boundary, and says when to retry', async () => {
    const { stores, passTime } = make();
    const window = 1_000;
    const hits = async (count: number, key = 'who') => {
      let allowed = 0;
      for (let index = 0; index < count; index += 1) if ((await stores.rateLimiter.hit(key, 100, window)).allowed) allowed += 1;
      return allowed;
    };
    expect(await hits(50)).toBe(50);
    await passTime(600);
    expect(await hits(50)).toBe(50);
    const refused = await stores.rateLimiter.hit('who', 100, window);
    expect(refused.allowed).toBe(false);
    // Room opens when the first 50 leave the window, 1000 ms after they came.
    expect(!refused.allowed && refused.retryAfterMs).toBeGreaterThan(0);
    expect(!refused.allowed && refused.retryAfterMs).toBeLessThanOrEqual(window - 600);
    expect(await stores.rateLimiter.hit('someone else', 100, window)).toEqual({ allowed: true });
    // Past where a fixed window would have reset: only the 50 that left are free again, not a fresh 100.
    await passTime(500);
    expect(await hits(51)).toBe(50);
  });

  it('rate limiter counts a hit against all its budgets or none: one refused by a full budget uses up no other', async () => {
    const { stores } = make();
    const shopper = (key: string) => ({ key, limit: 3, windowMs: 60_000 });
    const address = { key: 'ip', limit: 5, windowMs: 60_000 };
    const results = [];
    for (let index = 0; index < 10; index += 1) results.push((await stores.rateLimiter.hitAll([shopper('a'), address])).allowed);
    // 3 allowed by a's budget; the 7 refused did not touch the address budget, so b gets the other 2 of its 5.
    expect(results.filter(Boolean)).toHaveLength(3);
    const forB = [];
    for (let index = 0; index < 3; index += 1) forB.push(await stores.rateLimiter.hitAll([shopper('b'), address]));
    expect(forB.map((decision) => decision.allowed)).toEqual([true, true, false]);
    expect(forB[2]).toMatchObject({ allowed: false, retryAfterMs: expect.any(Number) });
    // Concurrent hits never overshoot a shared budget.
    const raced = await Promise.all(
      Array.from({ length: 20 }, (_, index) => stores.rateLimiter.hitAll([shopper(`c${index}`), { key: 'ip2', limit: 7, windowMs: 60_000 }])),
    );
    expect(raced.filter((decision) => decision.allowed)).toHaveLength(7);
  });

  it('binds a guest thread to the first customer who signs in on it, and only that one', async () => {
    const { stores } = make();
    await stores.log.create('guest', { siteId: 's' }, 1);
    expect(await stores.log.bindCustomer('guest', 'c1')).toEqual({ siteId: 's', customerId: 'c1' });
    expect(await stores.log.bindCustomer('guest', 'c2')).toEqual({ siteId: 's', customerId: 'c1' });
    expect(await stores.log.owner('guest')).toEqual({ siteId: 's', customerId: 'c1' });
    expect(await stores.log.bindCustomer('nobody', 'c1')).toBeUndefined();
    await stores.log.create('raced', { siteId: 's' }, 1);
    const owners = await Promise.all(['c3', 'c4', 'c5'].map((customerId) => stores.log.bindCustomer('raced', customerId)));
    expect(new Set(owners.map((owner) => owner?.customerId)).size).toBe(1);
  });

  it('keeps one rating per answer and one for the whole thread', async () => {
    const { stores } = make();
    expect(await stores.feedback.record('t', { rating: 4, comment: '很快', at: 1 })).toBe('stored');
    expect(await stores.feedback.record('t', { rating: 1, at: 2 })).toBe('duplicate');
    expect(await stores.feedback.record('t', { rating: 5, seq: 3, customerId: 'c1', at: 3 })).toBe('stored');
    expect(await stores.feedback.record('t', { rating: 2, seq: 3, at: 4 })).toBe('duplicate');
    // At most maxPerThread slots; a slot already rated is still a duplicate, not refused.
    expect(await stores.feedback.record('t', { rating: 3, seq: 4, at: 5 }, 2)).toBe('full');
    expect(await stores.feedback.record('t', { rating: 3, seq: 3, at: 5 }, 2)).toBe('duplicate');
    const raced = await Promise.all(Array.from({ length: 10 }, (_, index) => stores.feedback.record('capped', { rating: 5, seq: index + 1, at: 6 }, 3)));
    expect(raced.filter((result) => result === 'stored')).toHaveLength(3);
    expect(await stores.feedback.list('t')).toEqual([
      { rating: 4, comment: '很快', at: 1 },
      { rating: 5, seq: 3, customerId: 'c1', at: 3 },
    ]);
    expect(await stores.feedback.list('other')).toEqual([]);
  });

  it("locks exclude, and a lost lease cannot release or extend the new holder's lock", async () => {
    const { stores, passTime } = make();
    const first = await stores.locks.tryAcquire('thread:x', 40);
    expect(first).toBeDefined();
    expect(await stores.locks.tryAcquire('thread:x', 40)).toBeUndefined();
    await passTime(60);
    const second = await stores.locks.tryAcquire('thread:x', 10_000);
    expect(second).toBeDefined();
    await first?.release();
    expect(await first?.extend(10_000)).toBe(false);
    expect(await stores.locks.tryAcquire('thread:x', 40)).toBeUndefined();
    await second?.release();
    expect(await stores.locks.tryAcquire('thread:x', 40)).toBeDefined();
  });

  it('cache returns copies until the TTL passes', async () => {
    const { stores, passTime } = make();
    await stores.cache.set('intent:x9', { intent: 'price' }, 40);
    const value = await stores.cache.get<{ intent: string }>('intent:x9');
    expect(value).toEqual({ intent: 'price' });
    await stores.cache.delete('intent:x9');
    expect(await stores.cache.get('intent:x9')).toBeUndefined();
    await stores.cache.set('k', 1, 40);
    await passTime(60);
    expect(await stores.cache.get('k')).toBeUndefined();
  });
});

describe.runIf(withRedis)('redis thread retention', () => {
  it('expires a thread and its ratings that long after its last event, and every event pushes that back', async () => {
    const prefix = `retention${(namespace += 1)}:`;
    const { log, feedback } = createRedisBackends(client!, { now: Date.now }, { prefix, retentionMs: 300 }).stores;
    await log.create('t', { siteId: 's' }, 1);
    await feedback.record('t', { rating: 5, at: 1 });
    const keys = ['meta', 'events', 'msgids', 'feedback'].map((part) => `${prefix}thread:{t}:${part}`);
    const ttl = async (key: string) => client!.pTTL(key);
    expect(await ttl(keys[0]!)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await log.append('t', message('still here'), { dedupeKey: 'c1' });
    for (const key of keys) expect(await ttl(key)).toBeGreaterThan(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // 400 ms after creation, 200 ms after the last event: kept.
    expect((await log.read('t', 0, 10)).events).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await log.owner('t')).toBeUndefined();
    expect((await log.read('t', 0, 10)).events).toEqual([]);
    expect(await log.seqOf('t', 'c1')).toBeUndefined();
    expect(await feedback.list('t')).toEqual([]);
  });

  it('keeps threads for good with retention 0', async () => {
    const prefix = `retention${(namespace += 1)}:`;
    const { log } = createRedisBackends(client!, { now: Date.now }, { prefix }).stores;
    await log.create('t', { siteId: 's' }, 1);
    await log.append('t', message('kept'));
    expect(await client!.pTTL(`${prefix}thread:{t}:events`)).toBe(-1);
  });
});
