import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import type { DeadlineStore } from '../ports/deadline-store.js';
import { createDeadlinePoller } from './deadline-poller.js';
import { createManualClock } from './manual-clock.js';
import { createMemoryDeadlineStore } from './memory-deadline-store.js';
import { createRedisDeadlineStore } from './redis-deadline-store.js';

type Payload = { threadId: string };
const at = (key: string, dueAt: number) => ({ key, dueAt, payload: { threadId: key } });

/** The behaviour every deadline store shares. */
function contract(name: string, create: () => Promise<DeadlineStore<Payload>>) {
  describe(`${name} deadline store`, () => {
    it('claims only what is due, earliest first, with its payload', async () => {
      const store = await create();
      await store.schedule(at('b', 2000));
      await store.schedule(at('a', 1000));
      await store.schedule(at('c', 9000));
      expect(await store.claimDue(500)).toEqual([]);
      expect(await store.claimDue(2000)).toEqual([at('a', 1000), at('b', 2000)]);
      expect((await store.next())?.key).toBe('c');
    });

    it('forgets a cancelled deadline and moves a rescheduled one', async () => {
      const store = await create();
      await store.schedule(at('a', 1000));
      await store.schedule(at('b', 1000));
      expect(await store.cancel('a')).toBe(true);
      expect(await store.cancel('a')).toBe(false);
      await store.schedule(at('b', 5000));
      expect(await store.claimDue(4000)).toEqual([]);
      expect(await store.claimDue(5000)).toEqual([at('b', 5000)]);
    });

    it('leases a claim: not claimed twice, due again when never completed', async () => {
      const store = await create();
      await store.schedule(at('a', 1000));
      expect(await store.claimDue(1000, { leaseMs: 10_000 })).toHaveLength(1);
      expect(await store.claimDue(5000)).toEqual([]);
      expect(await store.claimDue(11_000)).toEqual([at('a', 1000)]);
      await store.complete('a');
      expect(await store.claimDue(99_000)).toEqual([]);
      expect(await store.next()).toBeUndefined();
    });

    it('expires on start a deadline that passed while the poller was down', async () => {
      const store = await create();
      const clock = createManualClock(1000);
      await store.schedule(at('t1', 2000));
      clock.set(60_000);
      const handled: string[] = [];
      const poller = createDeadlinePoller({ store, clock, scheduler: clock, onDue: async (deadline) => void handled.push(deadline.key) });
      expect(await poller.start()).toBe(1);
      expect(handled).toEqual(['t1']);
      poller.stop();
    });

    it('retries a deadline whose handler failed once its lease ends', async () => {
      const store = await create();
      const clock = createManualClock(1000);
      await store.schedule(at('t1', 1000));
      let calls = 0;
      const poller = createDeadlinePoller({
        store,
        clock,
        scheduler: clock,
        leaseMs: 5000,
        onDue: async () => {
          calls += 1;
          if (calls === 1) throw new Error('gateway down');
        },
      });
      expect(await poller.tick()).toBe(0);
      clock.set(3000);
      expect(await poller.tick()).toBe(0);
      clock.set(6000);
      expect(await poller.tick()).toBe(1);
      expect(calls).toBe(2);
      expect(await store.next()).toBeUndefined();
    });
  });
}

contract('memory', async () => createMemoryDeadlineStore<Payload>());

describe.runIf(serviceAvailable('redis'))('redis deadlines', () => {
  let redis: RedisService;
  const clients: KefuRedisClient[] = [];
  let n = 0;
  const connect = async () => {
    const client: KefuRedisClient = createClient({ url: redis.url });
    // The kill -9 test drops every connection; the clients reconnect by themselves.
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await redis?.stop();
  });

  contract('redis', async () => createRedisDeadlineStore<Payload>({ client: await connect(), prefix: `test${++n}:` }));

  it('gives each due deadline to exactly one of two pollers', async () => {
    const prefix = `race${++n}:`;
    const [one, two] = [
      createRedisDeadlineStore<Payload>({ client: await connect(), prefix }),
      createRedisDeadlineStore<Payload>({ client: await connect(), prefix }),
    ];
    await Promise.all(Array.from({ length: 200 }, (_, i) => one.schedule(at(`t${i}`, 1000 + i))));
    const clock = createManualClock(10_000);
    const seen: Record<string, string[]> = { one: [], two: [] };
    const poller = (store: DeadlineStore<Payload>, name: string) =>
      createDeadlinePoller({ store, clock, scheduler: clock, onDue: async (deadline) => void seen[name]!.push(deadline.key) });
    const [p1, p2] = [poller(one, 'one'), poller(two, 'two')];
    for (let round = 0; round < 6; round++) await Promise.all([p1.tick(), p2.tick()]);
    const all = [...seen['one']!, ...seen['two']!];
    expect(all).toHaveLength(200);
    expect(new Set(all).size).toBe(200);
    expect(seen['one']!.length).toBeGreaterThan(0);
    expect(seen['two']!.length).toBeGreaterThan(0);
  });

  it('keeps deadlines across a kill -9 of redis-server', async () => {
    const store = createRedisDeadlineStore<Payload>({ client: await connect(), prefix: `durable${++n}:` });
    await store.schedule(at('t1', 1000));
    await redis.kill();
    await redis.restart();
    const client = await connect();
    const again = createRedisDeadlineStore<Payload>({ client, prefix: `durable${n}:` });
    expect(await again.claimDue(2000)).toEqual([at('t1', 1000)]);
  });
});
