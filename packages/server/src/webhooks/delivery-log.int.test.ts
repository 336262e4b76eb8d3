import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import type { DeliveryAttempt, WebhookDeliveryLog } from '../ports/webhook-delivery-log.js';
import { createMemoryDeliveryLog } from './memory-delivery-log.js';
import { createRedisDeliveryLog } from './redis-delivery-log.js';

const attempt = (eventId: string, siteId: string, n: number): DeliveryAttempt => ({
  eventId,
  eventType: 'rating.given',
  siteId,
  endpointId: 'crm',
  attempt: n,
  at: 1000 * n,
  durationMs: 3,
  outcome: 'retrying',
  statusCode: 500,
});

/** The behaviour both delivery logs share. */
function contract(name: string, create: (capacity: number) => Promise<WebhookDeliveryLog>) {
  describe(`${name} delivery log`, () => {
    it('returns the newest attempts first, filtered by site and event, and keeps only the newest `capacity`', async () => {
      const log = await create(3);
      await log.record(attempt('e1', 'a', 1));
      await log.record(attempt('e1', 'a', 2));
      await log.record(attempt('e2', 'b', 1));
      await log.record(attempt('e1', 'a', 3));
      expect((await log.recent()).map((row) => `${row.eventId}#${row.attempt}`)).toEqual(['e1#3', 'e2#1', 'e1#2']);
      expect((await log.recent({ siteIds: ['b'] })).map((row) => row.eventId)).toEqual(['e2']);
      expect((await log.recent({ eventId: 'e1', limit: 1 })).map((row) => row.attempt)).toEqual([3]);
    });

    it('remembers a disabled endpoint', async () => {
      const log = await create(10);
      expect(await log.isDisabled('crm')).toBe(false);
      await log.disable('crm');
      expect(await log.isDisabled('crm')).toBe(true);
      expect(await log.isDisabled('erp')).toBe(false);
    });
  });
}

contract('memory', async (capacity) => createMemoryDeliveryLog(capacity));

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
  contract('redis', async (capacity) => createRedisDeliveryLog(client, capacity, `test:${++n}:`));

  it('a disabled endpoint stays disabled for a new process', async () => {
    await createRedisDeliveryLog(client, 10, 'shared:').disable('crm');
    expect(await createRedisDeliveryLog(client, 10, 'shared:').isDisabled('crm')).toBe(true);
  });
});
