import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { LIMIT_SETTINGS } from '../../src/limits/limit-settings.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { echoAgent } from '../gateway/support/test-agents.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { flood, handled, total } from './abuse-support.js';

const T = 1_750_000_000_000;
const limit = (name: keyof typeof LIMIT_SETTINGS) => LIMIT_SETTINGS[name].default;

/** The redis-server's pid, to stop and continue it like a hung host. */
async function redisPid(url: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    const info = await client.info('server');
    return Number(/process_id:(\d+)/.exec(info)?.[1]);
  } finally {
    client.destroy();
  }
}

describe.runIf(serviceAvailable('redis'))('finding 5 — resource abuse with Redis', () => {
  let now = T;
  const clock = { now: () => now };
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    now += 3_600_000;
  });

  async function redis(durable = false): Promise<RedisService> {
    const service = await startRedis({ durable });
    cleanup.push(() => service.stop());
    return service;
  }
  async function serve(url: string, env: Record<string, string> = {}): Promise<KefuServer & { url: string }> {
    const server = await startTestServer({ agent: echoAgent(), clock, env: { REDIS_URL: url, ...env } });
    cleanup.push(() => server.close());
    return server;
  }
  async function shopper(server: { url: string }): Promise<TestClient> {
    const client = await TestClient.connect(server.url);
    cleanup.push(() => client.close());
    expect(await client.hello()).toMatchObject({ ok: true });
    return client;
  }

  it('5,000 feedback events from one socket store ratings only of events that exist, within the per-socket budget', async () => {
    const server = await serve((await redis()).url);
    const tab = await shopper(server);
    expect(await tab.send('hi')).toMatchObject({ ok: true, seq: 1 });
    await tab.waitForSeq(2);
    const tally = await flood(tab, 'feedback', 5_000, (index) => ({ rating: 1 + (index % 5), comment: 'x'.repeat(1000), seq: index + 1 }));
    const stored = await server.stores.feedback.list(tab.threadId as string);
    expect(stored.length).toBeLessThanOrEqual(2);
    expect(handled(tally)).toBeLessThanOrEqual(limit('feedbackPerSocket'));
    expect(tally.rateLimited.length).toBe(5_000 - handled(tally));
  });

  it('two processes on one Redis share the per-IP message budget: 4 shoppers of one address get exactly the documented 100 through', async () => {
    const { url } = await redis();
    const [one, two] = [await serve(url), await serve(url)];
    const tabs = await Promise.all([one, two, one, two].map((server) => shopper(server)));
    const sum = total(
      await Promise.all(tabs.map((tab) => flood(tab, 'message:send', 30, (index) => ({ clientMsgId: crypto.randomUUID(), text: `m${index}` }), 1))),
    );
    expect(sum.ok).toBe(limit('messagesPerIp'));
    expect(sum.rateLimited.length).toBe(120 - limit('messagesPerIp'));
  });

  it('refused messages do not use up the address budget in Redis either', async () => {
    const server = await serve((await redis()).url, { KEFU_RATE_LIMIT_PER_MINUTE: '10' });
    const [first, second] = await Promise.all([shopper(server), shopper(server)]);
    const spam = await flood(first as TestClient, 'message:send', 50, () => ({ clientMsgId: crypto.randomUUID(), text: 'spam' }), 1);
    expect(spam.ok).toBe(10);
    expect((await flood(second as TestClient, 'message:send', 10, () => ({ clientMsgId: crypto.randomUUID(), text: 'hello' }), 1)).ok).toBe(10);
  });
});

describe.runIf(serviceAvailable('redis'))('finding 6 — Redis down: message:send and hello answer instead of hanging', () => {
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function setUp(durable: boolean) {
    const redis = await startRedis({ durable });
    cleanup.push(() => redis.stop());
    const server = await startTestServer({ agent: echoAgent(), env: { REDIS_URL: redis.url, KEFU_EVENT_TIMEOUT_SECONDS: '1' } });
    cleanup.push(() => server.close());
    const tab = await TestClient.connect(server.url);
    cleanup.push(() => tab.close());
    expect(await tab.hello()).toMatchObject({ ok: true });
    return { redis, server, tab };
  }
  async function newShopperHello(server: { url: string }) {
    const late = await TestClient.connect(server.url);
    cleanup.push(() => late.close());
    return late.hello();
  }
  async function storedCopies(server: KefuServer, threadId: string, clientMsgId: string): Promise<number> {
    const page = await server.stores.log.read(threadId, 0, 500);
    return page.events.filter((event) => event.event === 'message:done' && event.data.message.clientMsgId === clientMsgId).length;
  }

  it('while Redis is hung (SIGSTOP), message:send, a new hello and every other event get UNAVAILABLE; the retry after it resumes is stored once', async () => {
    const { redis, server, tab } = await setUp(false);
    const pid = await redisPid(redis.url);
    process.kill(pid, 'SIGSTOP');
    // Continued before the servers close, whatever the test did.
    cleanup.push(() => process.kill(pid, 'SIGCONT'));

    const clientMsgId = crypto.randomUUID();
    expect(await tab.send('are you there?', clientMsgId)).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', retryable: true, event: 'message:send' } });
    expect(await newShopperHello(server)).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', retryable: true, event: 'session:hello' } });
    // Every other event answers too: its limit check is the first thing that needs Redis.
    for (const [event, payload] of [
      ['feedback', { rating: 5 }],
      ['typing', { active: true }],
      ['conversation:cancel', {}],
      ['interrupt:reply', { interruptId: 'i_1', action: 'approve' }],
    ] as const) {
      expect(await tab.request(event, payload), event).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', retryable: true, event } });
    }

    process.kill(pid, 'SIGCONT');
    let retried: Awaited<ReturnType<TestClient['send']>> | undefined;
    await waitFor('the retry to be accepted', async () => (retried = await tab.send('are you there?', clientMsgId)).ok, 20_000, 200);
    expect(retried).toMatchObject({ ok: true });
    expect(await storedCopies(server, tab.threadId as string, clientMsgId)).toBe(1);
    expect(await newShopperHello(server)).toMatchObject({ ok: true });
  });

  it('while Redis is down (killed), message:send and a new hello get UNAVAILABLE; after a restart the retry is stored once', async () => {
    const { redis, server, tab } = await setUp(true);
    await redis.kill();

    const clientMsgId = crypto.randomUUID();
    expect(await tab.send('anyone?', clientMsgId)).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', retryable: true } });
    expect(await newShopperHello(server)).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', retryable: true } });

    await redis.restart();
    await waitFor('the retry to be accepted', async () => (await tab.send('anyone?', clientMsgId)).ok, 20_000, 200);
    expect(await storedCopies(server, tab.threadId as string, clientMsgId)).toBe(1);
    expect(await newShopperHello(server)).toMatchObject({ ok: true });
  });
});
