import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { MemoryAttemptLimiter } from '../../src/adapters/memory/memory-attempt-limiter.js';
import { RedisAttemptLimiter } from '../../src/adapters/redis/redis-attempt-limiter.js';
import type { KefuRedisClient } from '../../src/adapters/redis/connect-redis.js';
import type { AttemptBudget, AttemptLimiter } from '../../src/ports/attempt-limiter.js';

const withRedis = serviceAvailable('redis');
let redis: RedisService | undefined;
let client: KefuRedisClient | undefined;
let namespace = 0;

beforeAll(async () => {
  if (!withRedis) return;
  redis = await startRedis({ durable: false });
  client = createClient({ url: redis.url }) as KefuRedisClient;
  await client.connect();
});
afterAll(async () => {
  await client?.close();
  await redis?.stop();
});

/** A limiter on a clock the test moves (Redis scores attempts with the time it is given). */
interface Backend {
  limiter: AttemptLimiter;
  advance(ms: number): void;
}

const backends: Array<[string, () => Backend]> = [
  [
    'memory',
    () => {
      let now = 1_000_000;
      return { limiter: new MemoryAttemptLimiter({ now: () => now }), advance: (ms) => void (now += ms) };
    },
  ],
];
if (withRedis) {
  backends.push([
    'redis',
    () => {
      let now = 1_000_000;
      // A fresh prefix per test keeps tests independent on one server.
      return {
        limiter: new RedisAttemptLimiter(client as KefuRedisClient, { now: () => now }, `attempts${(namespace += 1)}:`),
        advance: (ms) => void (now += ms),
      };
    },
  ]);
}

const requester: AttemptBudget = { key: 'ip:1', limit: 3, windowMs: 60_000 };
const order: AttemptBudget = { key: 'order:1', limit: 5, windowMs: 60_000, thenEveryMs: 10_000 };

describe.each(backends)('%s attempt limiter', (_name, make) => {
  it('lets exactly `limit` of many concurrent attempts through', async () => {
    const { limiter } = make();
    const grants = await Promise.all(Array.from({ length: 50 }, () => limiter.take([requester])));
    expect(grants.filter((grant) => grant.allowed)).toHaveLength(3);
    const refused = grants.find((grant) => !grant.allowed);
    expect(refused).toMatchObject({ allowed: false, key: 'ip:1' });
    expect(refused?.allowed === false && refused.retryAfterMs).toBe(60_000);
  });

  it('counts an attempt against every budget or none', async () => {
    const { limiter } = make();
    const other: AttemptBudget = { ...requester, key: 'ip:2' };
    for (let i = 0; i < 3; i += 1) expect((await limiter.take([requester, order])).allowed).toBe(true);
    // ip:1 is spent: the order is not charged for the refused attempt, so ip:2 still gets 2 of the order's 5.
    expect(await limiter.take([requester, order])).toMatchObject({ allowed: false, key: 'ip:1' });
    expect((await limiter.take([other, order])).allowed).toBe(true);
    expect((await limiter.take([other, order])).allowed).toBe(true);
    expect(await limiter.take([other, order])).toMatchObject({ allowed: false, key: 'order:1' });
  });

  it('refunds an attempt that was not a failure', async () => {
    const { limiter } = make();
    for (let i = 0; i < 3; i += 1) {
      const grant = await limiter.take([requester]);
      if (grant.allowed) await limiter.refund([requester], grant.ticket);
    }
    expect((await limiter.take([requester])).allowed).toBe(true);
  });

  it('opens room as the attempt that filled the window leaves it', async () => {
    const { limiter, advance } = make();
    await limiter.take([requester]);
    advance(20_000);
    await limiter.take([requester]);
    await limiter.take([requester]);
    expect(await limiter.take([requester])).toMatchObject({ allowed: false, retryAfterMs: 40_000 });
    advance(40_000);
    expect((await limiter.take([requester])).allowed).toBe(true);
    expect((await limiter.take([requester])).allowed).toBe(false);
  });

  it('slows a spent budget with `thenEveryMs` to one attempt per interval instead of locking it', async () => {
    const { limiter, advance } = make();
    const grants = await Promise.all(Array.from({ length: 20 }, () => limiter.take([order])));
    expect(grants.filter((grant) => grant.allowed)).toHaveLength(5);
    expect(await limiter.take([order])).toMatchObject({ allowed: false, key: 'order:1', retryAfterMs: 10_000 });
    advance(10_000);
    const slowed = await Promise.all(Array.from({ length: 20 }, () => limiter.take([order])));
    expect(slowed.filter((grant) => grant.allowed)).toHaveLength(1);
    advance(9_999);
    expect((await limiter.take([order])).allowed).toBe(false);
    advance(1);
    expect((await limiter.take([order])).allowed).toBe(true);
  });
});
