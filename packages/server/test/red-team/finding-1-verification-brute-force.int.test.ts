import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import type { Interrupt, ThreadEvent } from '@kefu/protocol';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import type { KefuRedisClient } from '../../src/adapters/redis/connect-redis.js';
import { DEMO_SITE, loadConfig } from '../../src/config.js';
import { createKefuServer } from '../../src/create-kefu-server.js';
import { createLogger } from '../../src/logger.js';
import type { CommerceBackend } from '../../src/ports/commerce-backend.js';
import { createManualClock, type ManualClock } from '../../src/timers/manual-clock.js';
import { ORDER_BUDGET, REQUESTER_BUDGET } from '../../src/workflows/verification-budgets.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { TestClient } from '../gateway/support/test-client.js';

// The victim: order KF10010001 of customer c_1001, whose phone ends in 5678 (the demo shop's orders.json).
const ORDER = 'KF10010001';
const RIGHT_DIGITS = '5678';
const wrongDigits = (index: number) => String(index).padStart(4, '0');

const withRedis = serviceAvailable('redis');
let redis: RedisService | undefined;
let inspect: KefuRedisClient | undefined;
const cleanup: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  if (!withRedis) return;
  redis = await startRedis({ durable: false });
  inspect = createClient({ url: redis.url }) as KefuRedisClient;
  await inspect.connect();
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await inspect?.flushAll();
});
afterAll(async () => {
  await inspect?.close();
  await redis?.stop();
});

/** The demo shop, noting every phone ending it was asked to check: the guesses that were really evaluated. */
function countingCommerce(clock: ManualClock): CommerceBackend & { checked: Array<{ digits: string; matched: boolean }> } {
  const shop = createShopFolderCommerce({ clock });
  const checked: Array<{ digits: string; matched: boolean }> = [];
  return {
    ...shop,
    checked,
    async verifyOrderContact(orderId, phoneLast4) {
      const matched = await shop.verifyOrderContact(orderId, phoneLast4);
      checked.push({ digits: phoneLast4, matched });
      return matched;
    },
  };
}

type Backend = 'redis' | 'memory';

/** A server with the real agent, behind one trusted proxy so each attacker can come from its own address. */
async function serve(backend: Backend) {
  const clock = createManualClock(Date.now());
  const commerce = countingCommerce(clock);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...(backend === 'redis' ? { REDIS_URL: redis!.url } : {}),
    KEFU_TRUSTED_PROXY_HOPS: '1',
    // The attack is on verification, not on the message limits: room for 120 shoppers from one test process.
    KEFU_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const server = await createKefuServer({ config, clock, commerce, logger: createLogger('silent'), interruptExpiry: { scheduler: clock } });
  const url = await server.listen();
  cleanup.push(() => server.close());
  return { url, clock, commerce };
}

const prompts = (events: ThreadEvent[]) => events.flatMap((event) => (event.event === 'interrupt:open' ? [event.data.interrupt] : []));
const assistantTexts = (events: ThreadEvent[]) =>
  events.flatMap((event) => (event.event === 'message:done' && event.data.message.role === 'assistant' ? [event.data.message.text] : []));

/** A shopper from `address` who asked for a return and sees the guest form (order id + phone ending). */
async function guestAtForm(url: string, address: string, identity?: string): Promise<TestClient> {
  const client = await TestClient.connect(url, { forwardedFor: address });
  cleanup.push(() => client.close());
  expect((await client.hello(identity ? { identity } : {})).ok).toBe(true);
  expect(await client.send(identity ? `我要退货，订单 ${ORDER}` : '我要退货')).toMatchObject({ ok: true });
  await waitFor(`the return form at ${address}`, () => prompts(client.rendered).length > 0 || assistantTexts(client.rendered).length > 0, 60_000, 10);
  return client;
}

const openForm = (client: TestClient): Interrupt => {
  const form = prompts(client.rendered).at(-1);
  if (!form || form.kind !== 'form') throw new Error(`no verification form: ${JSON.stringify(client.rendered.at(-1))}`);
  return form;
};

/** Submits one guess and waits for what it led to: the form again, the next step, or the workflow's end. */
async function guess(client: TestClient, digits: string): Promise<'asked again' | 'verified' | 'refused'> {
  const form = openForm(client);
  const before = client.rendered.length;
  expect(await client.request('interrupt:reply', { interruptId: form.interruptId, action: 'submit', values: { orderId: ORDER, phoneLast4: digits } })).toEqual({
    ok: true,
  });
  let outcome: 'asked again' | 'verified' | 'refused' | undefined;
  await waitFor(
    `the outcome of guess ${digits}`,
    () => {
      const after = client.rendered.slice(before);
      const next = prompts(after).at(0);
      if (next) outcome = next.kind === 'form' && next.workflow?.step === 1 ? 'asked again' : 'verified';
      else if (assistantTexts(after).length > 0) outcome = /次数过多|较多|too many|many failed/i.test(assistantTexts(after).join()) ? 'refused' : 'verified';
      return outcome !== undefined;
    },
    60_000,
    10,
  );
  return outcome!;
}

/** What Redis holds for the order's budget: every guess checked is counted there (the memory store has no outside view). */
async function expectOrderCounter(backend: Backend, count: number): Promise<void> {
  if (backend === 'redis') expect(await inspect!.zCard(`kefu:attempts:verify:order:${ORDER}`)).toBe(count);
}

// Redis is where the finding was (check and count raced); the embedded stores must keep the same contract.
const backends: Backend[] = withRedis ? ['redis', 'memory'] : ['memory'];

describe.each(backends)('finding 1 — verification brute force with Redis (%s stores)', (backend) => {
  it('checks 5 of 60 concurrent wrong guesses from one address, and counts every one it checks', async () => {
    const { url, commerce } = await serve(backend);
    const attackers = await Promise.all(Array.from({ length: 60 }, () => guestAtForm(url, '203.0.113.9')));
    const outcomes = await Promise.all(attackers.map((client, index) => guess(client, wrongDigits(index))));
    expect(commerce.checked).toHaveLength(REQUESTER_BUDGET.limit);
    expect(outcomes.filter((outcome) => outcome === 'asked again')).toHaveLength(REQUESTER_BUDGET.limit);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(60 - REQUESTER_BUDGET.limit);
    await expectOrderCounter(backend, REQUESTER_BUDGET.limit);
  }, 180_000);

  it('checks 20 of 120 concurrent guesses from 120 addresses, and the right digits sent next are not checked', async () => {
    const { url, commerce } = await serve(backend);
    const attackers = await Promise.all(Array.from({ length: 120 }, (_, index) => guestAtForm(url, `198.51.100.${index + 1}`)));
    const outcomes = await Promise.all(attackers.map((client, index) => guess(client, wrongDigits(index))));
    expect(commerce.checked).toHaveLength(ORDER_BUDGET.limit);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(120 - ORDER_BUDGET.limit);
    await expectOrderCounter(backend, ORDER_BUDGET.limit);

    const lucky = await guestAtForm(url, '198.51.100.200');
    expect(await guess(lucky, RIGHT_DIGITS)).toBe('refused');
    expect(commerce.checked.some((check) => check.matched)).toBe(false);
    expect(assistantTexts(lucky.rendered).at(-1)).toMatch(/请 5 分钟后再试/);
  }, 240_000);

  it("a stranger's failures do not lock the owner out", async () => {
    const { url, commerce } = await serve(backend);
    // Two conversations from one address: 3 wrong guesses end the first workflow, 2 more in the second.
    const first = await guestAtForm(url, '203.0.113.66');
    for (const digits of ['0001', '0002', '0003']) await guess(first, digits);
    const second = await guestAtForm(url, '203.0.113.66');
    expect(await guess(second, '0004')).toBe('asked again');
    expect(await guess(second, '0005')).toBe('asked again');
    const third = await guestAtForm(url, '203.0.113.66');
    expect(await guess(third, '0006')).toBe('refused');
    expect(commerce.checked).toHaveLength(5);

    const owner = await guestAtForm(url, '192.0.2.44');
    expect(await guess(owner, RIGHT_DIGITS)).toBe('verified');
    expect(commerce.checked.at(-1)).toEqual({ digits: RIGHT_DIGITS, matched: true });
  }, 120_000);

  it('an order slowed by many strangers lets its owner through minutes later, and a signed-in owner at once', async () => {
    const { url, clock, commerce } = await serve(backend);
    const strangers = await Promise.all(Array.from({ length: ORDER_BUDGET.limit + 5 }, (_, index) => guestAtForm(url, `198.51.100.${index + 1}`)));
    await Promise.all(strangers.map((client, index) => guess(client, wrongDigits(index))));
    expect(commerce.checked).toHaveLength(ORDER_BUDGET.limit);

    // Signed in, the owner is checked by account: the strangers' guesses do not touch them.
    const signedIn = await guestAtForm(url, '198.51.100.222', await identityToken('c_1001', { secret: DEMO_SITE.identitySecret }));
    expect(assistantTexts(signedIn.rendered).join()).not.toMatch(/次数过多|较多/);
    expect(prompts(signedIn.rendered).at(-1)?.workflow?.step).toBeGreaterThan(1);

    const owner = await guestAtForm(url, '192.0.2.44');
    expect(await guess(owner, RIGHT_DIGITS)).toBe('refused');
    clock.advance(ORDER_BUDGET.thenEveryMs);
    const later = await guestAtForm(url, '192.0.2.44');
    expect(await guess(later, RIGHT_DIGITS)).toBe('verified');
    expect(commerce.checked.at(-1)).toEqual({ digits: RIGHT_DIGITS, matched: true });
  }, 180_000);
});
