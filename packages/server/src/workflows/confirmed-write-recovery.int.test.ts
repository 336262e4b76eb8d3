import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { createShopFolderCommerce } from '../adapters/commerce/shop-folder-commerce.js';
import { MemoryConfirmedWriteStore } from '../adapters/memory/memory-confirmed-write-store.js';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { RedisConfirmedWriteStore } from '../adapters/redis/redis-confirmed-write-store.js';
import { RedisLockService } from '../adapters/redis/redis-lock-service.js';
import { createLogger } from '../logger.js';
import type { AgentEventDraft } from '../ports/agent.js';
import { systemClock } from '../ports/clock.js';
import type { ConfirmedWrite, ConfirmedWriteStore } from '../ports/confirmed-write-store.js';
import type { ConversationGateway } from '../ports/gateway.js';
import { systemScheduler } from '../timers/scheduler.js';
import { catalogWithFreshOrders } from '../../test/support/fresh-orders.js';
import { startConfirmedWriteRecovery } from './confirmed-write-recovery.js';

const write = (threadId: string, interruptId: string, retryAt: number, orderId = 'KF10010001', customerId = 'c_1001'): ConfirmedWrite => ({
  threadId,
  siteId: 'demo',
  interruptId,
  workflow: 'return',
  request: { kind: 'return', orderId, customerId, details: { reason: 'quality' }, idempotencyKey: `${threadId}:${interruptId}`, locale: 'zh-CN' },
  locale: 'zh-CN',
  shown: {},
  summary: [{ label: '订单号', value: orderId }],
  confirmedAt: retryAt - 10_000,
  attempts: 0,
  retryAt,
});

/** The behaviour every confirmed-write store shares. */
function contract(name: string, create: () => Promise<ConfirmedWriteStore>) {
  describe(`${name} confirmed-write store`, () => {
    it('keeps one record per thread and hands out only those due, earliest first', async () => {
      const store = await create();
      await store.save(write('t_b', 'ip_1', 2000));
      await store.save(write('t_a', 'ip_1', 1000));
      await store.save(write('t_c', 'ip_1', 9000));
      expect(await store.get('t_a')).toEqual(write('t_a', 'ip_1', 1000));
      expect(await store.due(500, 10)).toEqual([]);
      expect((await store.due(2000, 10)).map((found) => found.threadId)).toEqual(['t_a', 't_b']);
      expect((await store.due(9000, 1)).map((found) => found.threadId)).toEqual(['t_a']);
      await store.save({ ...write('t_a', 'ip_1', 1000), attempts: 1, retryAt: 5000 });
      expect((await store.due(2000, 10)).map((found) => found.threadId)).toEqual(['t_b']);
    });

    it('removes a record only for its own confirmation when one is named', async () => {
      const store = await create();
      await store.save(write('t_a', 'ip_new', 1000));
      await store.remove('t_a', 'ip_old');
      expect(await store.get('t_a')).toMatchObject({ interruptId: 'ip_new' });
      await store.remove('t_a', 'ip_new');
      expect(await store.get('t_a')).toBeUndefined();
      expect(await store.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
      await store.save(write('t_b', 'ip_1', 1000));
      await store.remove('t_b');
      expect(await store.get('t_b')).toBeUndefined();
    });
  });
}

contract('memory', async () => new MemoryConfirmedWriteStore());

describe.runIf(serviceAvailable('redis'))('redis confirmed writes', () => {
  let redis: RedisService;
  const clients: KefuRedisClient[] = [];
  let n = 0;
  const connect = async () => {
    const client: KefuRedisClient = createClient({ url: redis.url });
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

  contract('redis', async () => new RedisConfirmedWriteStore(await connect(), `test${++n}:`));

  it('completes each record exactly once when two processes recover at the same time', async () => {
    const prefix = `race${++n}:`;
    const { catalog, orders } = catalogWithFreshOrders(5, 'KF7');
    const shop = createShopFolderCommerce({ clock: systemClock, shop: catalog });
    const emitted: Array<{ threadId: string; draft: AgentEventDraft }> = [];
    const gateway: ConversationGateway = {
      emitToThread: async (threadId, draft) => emitted.push({ threadId, draft }),
      onStored: () => () => undefined,
      onTyping: () => () => undefined,
      pendingInterrupt: async () => undefined,
    };
    const seed = new RedisConfirmedWriteStore(await connect(), prefix);
    for (const [index, order] of orders.entries()) await seed.save(write(`t_${index}`, `ip_${index}`, 0, order.orderId, order.customerId));
    const processes = await Promise.all(
      [1, 2].map(async () =>
        startConfirmedWriteRecovery({
          store: new RedisConfirmedWriteStore(await connect(), prefix),
          commerce: shop,
          gateway,
          locks: new RedisLockService(await connect(), prefix),
          clock: systemClock,
          scheduler: systemScheduler,
          logger: createLogger('silent'),
        }),
      ),
    );
    const completed = await Promise.all(processes.map((process) => process.ready));
    for (const process of processes) process.stop();
    expect(completed[0]! + completed[1]!).toBe(orders.length);
    expect(shop.receipts).toHaveLength(orders.length);
    const receipts = emitted.filter(({ draft }) => draft.event === 'message:done' && draft.message.parts?.[0]?.type === 'receipt');
    expect(receipts.map(({ threadId }) => threadId).sort()).toEqual(orders.map((_order, index) => `t_${index}`).sort());
    expect(await seed.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });
});
