import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type Hello } from '@kefu/protocol';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { TestClient } from './support/test-client.js';
import { startTestServer } from './support/test-server.js';
import { TEST_SITES, identityToken } from './support/identity-tokens.js';
import type { Agent } from '../../src/ports/agent.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

// Answers with what only the signed-in customer may see, as an order lookup would.
const orderAgent: Agent = {
  async runTurn(request, output) {
    await output.emit({
      event: 'message:done',
      message: { role: 'assistant', text: `order KF1 of ${request.customer?.customerId ?? 'a guest'}: 北京市 xx 路 1 号` },
    });
  },
  async replyToInterrupt() {},
  async cancel() {},
};

const withRedis = serviceAvailable('redis');

describe.each([['memory'], ...(withRedis ? [['redis']] : [])])('identity on a thread (%s)', (backend) => {
  let server: KefuServer & { url: string };
  let redis: RedisService | undefined;
  // The server's clock: tokens are signed against real time, so moving this forward expires them.
  let now = Date.now();
  const tabs: TestClient[] = [];
  beforeAll(async () => {
    if (backend === 'redis') redis = await startRedis({ durable: false });
    server = await startTestServer({
      agent: orderAgent,
      clock: { now: () => now },
      env: { KEFU_SITES: TEST_SITES, ...(redis ? { REDIS_URL: redis.url } : {}) },
    });
  });
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.close();
    now = Date.now();
  });
  afterAll(async () => {
    await server.close();
    await redis?.stop();
  });

  async function tab(threadId?: string, resumeToken?: string): Promise<TestClient> {
    const client = await TestClient.connect(server.url, { origin: 'https://shop.example' });
    tabs.push(client);
    if (threadId) client.threadId = threadId;
    client.resumeToken = resumeToken;
    return client;
  }
  const hello = (client: TestClient, overrides: Partial<Hello> = {}) =>
    client.hello({ siteKey: 'shop', locale: 'en', protocolVersion: PROTOCOL_VERSION, ...overrides });
  const answered = (client: TestClient, count: number) =>
    client.waitUntil(
      `${count} answers`,
      (events) => events.filter((event) => event.event === 'message:done' && event.data.message.role === 'assistant').length >= count,
    );

  it('binds a guest thread to the customer who signs in on it; signed out, it is closed to guests and other customers', async () => {
    const shopper = await tab();
    expect(await hello(shopper)).toMatchObject({ ok: true, resumed: false });
    expect(await shopper.send('hi')).toMatchObject({ ok: true });
    await answered(shopper, 1);

    // Signing in continues the same conversation, now as c1.
    const signedIn = await hello(shopper, { identity: await identityToken('c1') });
    expect(signedIn).toMatchObject({ ok: true, resumed: true, customerId: 'c1', threadId: shopper.threadId });
    expect(await shopper.send('where is my order')).toMatchObject({ ok: true });
    await answered(shopper, 2);
    expect(shopper.texts).toContain('order KF1 of c1: 北京市 xx 路 1 号');

    // Signed out, the same device (or anyone holding the id) gets nothing of c1's, even the turns from before sign-in.
    const signedOut = await tab(shopper.threadId);
    const refused = await hello(signedOut, { lastSeq: 0 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(signedOut.rendered).toEqual([]);
    expect(signedOut.received).toEqual([]);
    const other = await tab(shopper.threadId);
    expect(await hello(other, { identity: await identityToken('c2'), lastSeq: 0 })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    // A guest's widget starts over on a new thread of its own.
    const fresh = await tab();
    const restarted = await hello(fresh);
    expect(restarted).toMatchObject({ ok: true, resumed: false });
    expect(restarted.ok && restarted.threadId).not.toBe(shopper.threadId);

    // c1 signing in again gets the whole conversation back.
    const back = await tab(shopper.threadId);
    const resumed = await hello(back, { identity: await identityToken('c1'), lastSeq: 0 });
    expect(resumed).toMatchObject({ ok: true, resumed: true, customerId: 'c1' });
    expect(back.texts).toEqual(shopper.texts);
  });

  it('gives a guest thread to exactly one of two customers signing in on it at once', async () => {
    const guest = await tab();
    await hello(guest);
    const [first, second] = [await tab(guest.threadId, guest.resumeToken), await tab(guest.threadId, guest.resumeToken)];
    const acks = await Promise.all([hello(first, { identity: await identityToken('c3') }), hello(second, { identity: await identityToken('c4') })]);
    expect(acks.map((ack) => (ack.ok ? 'resumed' : ack.error.code)).sort()).toEqual(['FORBIDDEN', 'resumed']);
    const winner = acks[0]?.ok ? 'c3' : 'c4';
    expect(acks.find((ack) => ack.ok)).toMatchObject({ customerId: winner });
  });

  it('stops acting for the customer when the identity token expires, until a hello brings a fresh one', async () => {
    const shopper = await tab();
    expect(await hello(shopper, { identity: await identityToken('c5', { expiresInSeconds: 60 }) })).toMatchObject({ ok: true, customerId: 'c5' });
    expect(await shopper.send('my orders')).toMatchObject({ ok: true });
    await answered(shopper, 1);

    now += 61_000;
    const expired = { ok: false, error: { code: 'NOT_AUTHENTICATED', retryable: false } };
    expect(await shopper.send('cancel my order')).toMatchObject(expired);
    expect(await shopper.request('interrupt:reply', { interruptId: 'i_1', action: 'cancel' })).toMatchObject(expired);
    expect(await shopper.request('conversation:cancel', {})).toMatchObject(expired);
    expect(await shopper.request('feedback', { rating: 1 })).toMatchObject(expired);
    expect(await shopper.request('typing', { active: true })).toMatchObject(expired);
    expect(shopper.texts).not.toContain('cancel my order');

    // The widget's part: a new hello with a fresh token (the merchant's page signs one), then it goes on.
    expect(await hello(shopper, { identity: await identityToken('c5', { expiresInSeconds: 120 }) })).toMatchObject({
      ok: true,
      resumed: true,
      customerId: 'c5',
    });
    expect(await shopper.send('cancel my order')).toMatchObject({ ok: true, duplicate: false });
    await answered(shopper, 2);
    expect(shopper.texts.filter((text) => text === 'cancel my order')).toHaveLength(1);
  });
});
