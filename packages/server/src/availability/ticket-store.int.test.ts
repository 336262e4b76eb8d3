import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { connectRedis, type KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { createLogger } from '../logger.js';
import type { Ticket, TicketStore } from '../ports/ticket-store.js';
import { MemoryFirstReplyTimes, type FirstReplyTimes } from './first-reply-times.js';
import { MemoryTicketStore } from './memory-ticket-store.js';
import { RedisFirstReplyTimes } from './redis-first-reply-times.js';
import { RedisTicketStore } from './redis-ticket-store.js';

const ticket = (id: string, siteId: string, createdAt: number): Ticket => ({
  ticketId: id,
  siteId,
  threadId: `t_${id}`,
  email: `${id}@example.com`,
  message: `message ${id}`,
  locale: 'en',
  createdAt,
  status: 'open',
});

let redis: RedisService | undefined;
let client: KefuRedisClient | undefined;
const withRedis = serviceAvailable('redis');

beforeAll(async () => {
  if (!withRedis) return;
  redis = await startRedis({ durable: false });
  client = await connectRedis(redis.url, createLogger('silent'));
});
afterAll(async () => {
  await client?.close();
  await redis?.stop();
});

const stores: Array<[string, () => TicketStore]> = [['memory', () => new MemoryTicketStore()]];
if (withRedis) stores.push(['redis', () => new RedisTicketStore(client as KefuRedisClient, 0, `kefu-test-${crypto.randomUUID()}:`)]);

describe.each(stores)('tickets (%s)', (_name, make) => {
  it('lists a site’s tickets newest first, by status, and closes one exactly once', async () => {
    const store = make();
    await store.add(ticket('a', 'shop-1', 1_000));
    await store.add(ticket('b', 'shop-1', 3_000));
    await store.add(ticket('c', 'shop-2', 2_000));
    expect((await store.list({ siteIds: ['shop-1'], limit: 10 })).map((t) => t.ticketId)).toEqual(['b', 'a']);
    expect((await store.list({ limit: 10 })).map((t) => t.ticketId)).toEqual(['b', 'c', 'a']);
    expect((await store.list({ limit: 2 })).map((t) => t.ticketId)).toEqual(['b', 'c']);

    const closings = await Promise.all([store.close('a', 'Lin', 5_000), store.close('a', 'Wei', 5_001)]);
    expect(closings.map((result) => result.status).sort()).toEqual(['already_closed', 'closed']);
    expect(await store.get('a')).toMatchObject({ status: 'closed', closedAt: expect.any(Number), email: 'a@example.com' });
    expect((await store.list({ status: 'open', limit: 10 })).map((t) => t.ticketId)).toEqual(['b', 'c']);
    expect((await store.list({ status: 'closed', limit: 10 })).map((t) => t.ticketId)).toEqual(['a']);
    expect(await store.close('nope', 'Lin', 1)).toEqual({ status: 'not_found' });
  });
});

describe.runIf(withRedis)('tickets in Redis', () => {
  it('expire with the thread retention, index entries included', async () => {
    const prefix = `kefu-test-${crypto.randomUUID()}:`;
    const store = new RedisTicketStore(client as KefuRedisClient, 60_000, prefix);
    await store.add(ticket('old', 'shop-1', Date.now() - 120_000));
    await store.add(ticket('new', 'shop-1', Date.now()));
    expect(await (client as KefuRedisClient).pTTL(`${prefix}ticket:new`)).toBeGreaterThan(0);
    expect(await (client as KefuRedisClient).zRange(`${prefix}tickets:shop-1`, 0, -1)).toEqual(['new']);
  });
});

const replies: Array<[string, () => FirstReplyTimes]> = [['memory', () => new MemoryFirstReplyTimes()]];
if (withRedis) replies.push(['redis', () => new RedisFirstReplyTimes(client as KefuRedisClient, `kefu-test-${crypto.randomUUID()}:first-replies`)]);

describe.each(replies)('first-reply waits (%s)', (_name, make) => {
  it('keeps the 50 newest, newest first', async () => {
    const waits = make();
    for (let index = 1; index <= 60; index += 1) await waits.record(index * 1000);
    const recent = await waits.recent();
    expect(recent).toHaveLength(50);
    expect(recent[0]).toBe(60_000);
    expect(recent.at(-1)).toBe(11_000);
  });
});
