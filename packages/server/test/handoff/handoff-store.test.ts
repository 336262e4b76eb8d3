import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../../src/adapters/redis/connect-redis.js';
import { MemoryHandoffStore, RedisHandoffStore, type HandoffStore } from '../../src/handoff/index.js';

const backends: Array<[string]> = [['memory'], ...(serviceAvailable('redis') ? [['redis'] as [string]] : [])];

describe.each(backends)('the handoff store (%s)', (backend) => {
  let redis: RedisService | undefined;
  let client: KefuRedisClient | undefined;
  let prefix = 0;
  beforeAll(async () => {
    if (backend !== 'redis') return;
    redis = await startRedis({ durable: false });
    client = (await createClient({ url: redis.url }).connect()) as unknown as KefuRedisClient;
  });
  afterAll(async () => {
    await client?.close();
    await redis?.stop();
  });
  const fresh = (): HandoffStore => (client ? new RedisHandoffStore(client, `p${(prefix += 1)}:`) : new MemoryHandoffStore());
  const queued = (threadId: string, queuedAt: number) => ({
    threadId,
    siteId: 'demo',
    reason: 'requested' as const,
    queuedAt,
    locale: 'zh-CN' as const,
    customer: { customerId: 'c1', name: '王女士' },
  });

  it('queues a thread once and lists queued threads by waiting time before held ones', async () => {
    const store = fresh();
    expect(await store.get('t1')).toBeUndefined();
    expect(await store.enqueue(queued('t2', 200))).toBe(true);
    expect(await store.enqueue(queued('t1', 100))).toBe(true);
    expect(await store.enqueue(queued('t3', 50))).toBe(true);
    expect(await store.enqueue(queued('t1', 999))).toBe(false);
    await store.claim('t3', { agentId: 'lin', name: 'Lin' }, 300);
    expect((await store.list()).map((record) => `${record.threadId}:${record.mode}`)).toEqual(['t1:queued', 't2:queued', 't3:human']);
    expect(await store.get('t1')).toEqual({ ...queued('t1', 100), mode: 'queued', since: 100 });
  });

  it('claims for one agent, again for the same one, and reports the holder to others', async () => {
    const store = fresh();
    expect(await store.claim('t1', { agentId: 'lin', name: 'Lin' }, 1)).toEqual({ status: 'not_queued' });
    await store.enqueue(queued('t1', 10));
    expect(await store.claim('t1', { agentId: 'lin', name: 'Lin' }, 20)).toMatchObject({
      status: 'claimed',
      fresh: true,
      record: { mode: 'human', agentId: 'lin', agentName: 'Lin', since: 20, queuedAt: 10 },
    });
    expect(await store.claim('t1', { agentId: 'lin', name: 'Lin' }, 30)).toMatchObject({ status: 'claimed', fresh: false, record: { since: 20 } });
    expect(await store.claim('t1', { agentId: 'wei', name: 'Wei' }, 30)).toEqual({ status: 'taken', agentName: 'Lin' });
  });

  it('releases only for the holder, or for anyone while still queued', async () => {
    const store = fresh();
    await store.enqueue(queued('t1', 10));
    await store.enqueue(queued('t2', 11));
    await store.claim('t1', { agentId: 'lin', name: 'Lin' }, 20);
    expect(await store.release('t1', 'wei')).toEqual({ status: 'not_holder', agentName: 'Lin' });
    expect(await store.release('t1', 'lin')).toMatchObject({ status: 'released', record: { threadId: 't1', reason: 'requested' } });
    expect(await store.release('t2', 'wei')).toMatchObject({ status: 'released' });
    expect(await store.release('t2', 'wei')).toEqual({ status: 'not_found' });
    expect(await store.list()).toEqual([]);
    await store.mark('t2', { leftMessage: true });
    expect(await store.get('t2')).toBeUndefined();
  });

  it('keeps bookkeeping flags and counts agent connections until they expire', async () => {
    const store = fresh();
    await store.enqueue(queued('t1', 10));
    await store.mark('t1', { leftMessage: true, toldPosition: 3 });
    expect(await store.get('t1')).toMatchObject({ leftMessage: true, toldPosition: 3 });
    await store.agentOnline({ connectionId: 's1' }, 1000);
    await store.agentOnline({ connectionId: 's2' }, 2000);
    expect(await store.onlineAgents(500)).toBe(2);
    expect(await store.onlineAgents(1500)).toBe(1);
    await store.agentOffline('s2');
    expect(await store.onlineAgents(1500)).toBe(0);
  });

  it('counts, for a site, only the agents serving it', async () => {
    const store = fresh();
    await store.agentOnline({ connectionId: 'everyone' }, 1000);
    await store.agentOnline({ connectionId: 'shop-a', sites: ['a'] }, 1000);
    await store.agentOnline({ connectionId: 'shops-a-b', sites: ['b', 'a'] }, 2000);
    expect(await store.onlineAgents(500)).toBe(3);
    expect(await store.onlineAgents(500, 'a')).toBe(3);
    expect(await store.onlineAgents(500, 'b')).toBe(2);
    expect(await store.onlineAgents(500, 'c')).toBe(1);
    expect(await store.onlineAgents(1500, 'a')).toBe(1);
    expect(await store.onlineAgents(1500, 'c')).toBe(0);
    await store.agentOffline('shops-a-b');
    expect(await store.onlineAgents(1500, 'b')).toBe(0);
  });

  it('takes a thread back from its holder only: to the queue in its old place, or to the assistant', async () => {
    const store = fresh();
    await store.enqueue(queued('t1', 10));
    await store.enqueue(queued('t2', 20));
    await store.enqueue(queued('t3', 30));
    await store.claim('t1', { agentId: 'lin', name: 'Lin' }, 40);
    await store.mark('t1', { toldPosition: 1 });
    await store.claim('t3', { agentId: 'lin', name: 'Lin' }, 40);
    expect(await store.takeBack('t1', 'wei', 50, 'queue')).toBeUndefined();
    expect(await store.takeBack('t2', 'lin', 50, 'queue')).toBeUndefined();

    const requeued = await store.takeBack('t1', 'lin', 50, 'queue');
    expect(requeued).toEqual({ ...queued('t1', 10), mode: 'queued', since: 50 });
    expect(await store.get('t1')).toEqual(requeued);
    expect((await store.list()).map((record) => `${record.threadId}:${record.mode}`)).toEqual(['t1:queued', 't2:queued', 't3:human']);
    // A second process doing the same finds nothing to do, and cannot send it to the assistant either.
    expect(await store.takeBack('t1', 'lin', 60, 'assistant')).toBeUndefined();

    expect(await store.takeBack('t3', 'lin', 60, 'assistant')).toMatchObject({ threadId: 't3', mode: 'human', agentName: 'Lin' });
    expect(await store.get('t3')).toBeUndefined();
    expect((await store.list()).map((record) => record.threadId)).toEqual(['t1', 't2']);
    expect(await store.enqueue(queued('t3', 70))).toBe(true);
  });

  it('keeps the latest lease of each agent', async () => {
    const store = fresh();
    expect(await store.agentLease('lin')).toBeUndefined();
    await store.agentSeen('lin', 1000);
    await store.agentSeen('lin', 900);
    await store.agentSeen('wei', 500);
    expect(await store.agentLease('lin')).toBe(1000);
    await store.agentSeen('lin', 1500);
    expect(await store.agentLease('lin')).toBe(1500);
    expect(await store.agentLease('wei')).toBe(500);
  });

  it('sets a flag once per handoff and raises the reason of a handed-off thread', async () => {
    const store = fresh();
    expect(await store.flagOnce('t1', 'acknowledged')).toBe(false);
    await store.enqueue(queued('t1', 10));
    const results = await Promise.all([store.flagOnce('t1', 'acknowledged'), store.flagOnce('t1', 'acknowledged')]);
    expect(results.sort()).toEqual([false, true]);
    await store.setReason('t1', 'angry');
    expect(await store.get('t1')).toMatchObject({ reason: 'angry' });
    expect((await store.list())[0]).toMatchObject({ reason: 'angry' });

    await store.release('t1', '');
    await store.setReason('t1', 'angry');
    expect(await store.get('t1')).toBeUndefined();
    await store.enqueue(queued('t1', 20));
    expect(await store.get('t1')).toMatchObject({ reason: 'requested' });
    expect(await store.flagOnce('t1', 'acknowledged')).toBe(true);
  });
});
