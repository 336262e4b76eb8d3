import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@kefu/testing';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { createManualClock } from '../../src/timers/manual-clock.js';
import { verifyWebhookSignature } from '../../src/webhooks/webhook-signature.js';
import type { WebhookEvent } from '../../src/webhooks/webhook-event.js';
import { TestClient } from '../gateway/support/test-client.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { handoffAgent } from '../handoff/support/handoff-agent.js';
import { AGENTS, AGENTS_ENV, waitForHandoff } from '../handoff/support/handoff-fixtures.js';
import { loadOpenApi, type OpenApiValidator } from './support/openapi-validator.js';

const SECRET = 'whsec_integration_0123456789';
const DEMO_KEY = 'kefu_demo_key_0123456789abcdef';
const OTHER_KEY = 'kefu_other_key_0123456789abcdef';
const SITES = [
  { siteKey: 'demo', siteId: 'demo', origins: ['http://localhost:*'], identitySecret: 'demo-identity-secret-0123456789' },
  { siteKey: 'other', siteId: 'other', origins: ['http://localhost:*'], identitySecret: 'other-identity-secret-0123456789' },
];

let openapi: OpenApiValidator;
beforeAll(async () => {
  openapi = await loadOpenApi();
});

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A merchant's receiver: records raw bodies and headers, answers 200. */
async function receiver(): Promise<{ url: string; received: Array<{ body: string; signature: string; eventId: string }> }> {
  const received: Array<{ body: string; signature: string; eventId: string }> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['kefu-signature']),
        eventId: String(request.headers['kefu-event-id']),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/kefu`, received };
}

async function start(webhookUrl: string): Promise<KefuServer & { url: string }> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    KEFU_SITES: JSON.stringify(SITES),
    ...AGENTS_ENV,
    KEFU_WEBHOOKS: JSON.stringify([{ id: 'crm', url: webhookUrl, secret: SECRET }]),
    KEFU_API_KEYS: JSON.stringify([
      { id: 'demo-reader', key: DEMO_KEY, sites: ['demo'] },
      { id: 'other-reader', key: OTHER_KEY, sites: ['other'] },
    ]),
  });
  // The queue is ticked by the test; its own poller waits on a clock that never moves.
  const server = await createKefuServer({ config, logger: createLogger('silent'), agent: handoffAgent(), integration: { scheduler: createManualClock() } });
  await server.listen();
  cleanup.push(() => server.close());
  return server as KefuServer & { url: string };
}

async function api(server: { url: string }, path: string, key: string | null = DEMO_KEY): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, key ? { headers: { authorization: `Bearer ${key}` } } : {});
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Calls the API and checks the body against openapi.yaml's response for that path and status. */
async function documented(server: { url: string }, template: string, path: string, key: string | null = DEMO_KEY) {
  const result = await api(server, path, key);
  expect(openapi.response(template, result.status, result.body), `${path} → ${result.status}`).toEqual([]);
  return result;
}

describe('webhooks and the REST API on a running server', () => {
  it('posts signed, documented events for a conversation and serves its transcript to the site key only', async () => {
    const hook = await receiver();
    const server = await start(hook.url);
    const shopper = await TestClient.connect(server.url);
    cleanup.push(() => shopper.close());
    const agent = await ConsoleClient.connect(server.url, AGENTS[0].token);
    cleanup.push(() => agent.close());

    await shopper.hello();
    const threadId = shopper.threadId!;
    await shopper.send('Find X9 多少钱');
    await shopper.waitUntil('AI answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'));
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    expect(await agent.request('thread:claim', { threadId })).toMatchObject({ ok: true });
    await waitForHandoff(shopper, 'joined');
    expect(await agent.request('thread:release', { threadId })).toEqual({ ok: true });
    await waitForHandoff(shopper, 'released');
    // A write step's receipt reaches the thread through the gateway like any workflow's.
    await server.gateway.emitToThread(threadId, {
      event: 'message:done',
      message: {
        role: 'assistant',
        text: '退货申请已提交',
        parts: [{ type: 'receipt', kind: 'return', receiptId: 'R1001', title: '退货申请', fields: [{ label: '订单', value: 'O2001' }] }],
      },
    });
    expect(await shopper.request('feedback', { rating: 5, comment: '很好' })).toEqual({ ok: true });

    const expected = [
      'conversation.started',
      'handoff.requested',
      'handoff.claimed',
      'handoff.released',
      'request.created',
      'rating.given',
      'conversation.resolved',
    ];
    await waitFor('every webhook', async () => {
      await server.integration.webhooks!.tick();
      return expected.every((type) => hook.received.some((delivery) => (JSON.parse(delivery.body) as WebhookEvent).type === type));
    });
    const events = hook.received.map((delivery) => {
      const body = JSON.parse(delivery.body) as WebhookEvent;
      expect(openapi.webhook(body), body.type).toEqual([]);
      expect(verifyWebhookSignature({ body: delivery.body, header: delivery.signature, secret: SECRET })).toMatchObject({ ok: true });
      expect(delivery.eventId).toBe(body.id);
      return body;
    });
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    expect(events.every((event) => event.threadId === threadId && event.siteId === 'demo')).toBe(true);
    expect(events.find((event) => event.type === 'handoff.claimed')?.data).toMatchObject({ state: 'joined', agentName: 'Lin' });
    expect(events.find((event) => event.type === 'request.created')?.data).toMatchObject({ kind: 'return', requestId: 'R1001' });

    // The transcript is the conversation the shopper had, event for event.
    const { body: transcript } = await documented(server, '/api/v1/conversations/{threadId}', `/api/v1/conversations/${threadId}`);
    const rendered = shopper.rendered.flatMap((event) => (event.event === 'message:done' ? [`${event.data.message.role}: ${event.data.message.text}`] : []));
    expect((transcript.messages as Array<{ role: string; text: string }>).map((message) => `${message.role}: ${message.text}`)).toEqual(rendered);
    expect((transcript.handoffs as Array<{ state: string }>).map((handoff) => handoff.state)).toEqual(
      shopper.rendered.flatMap((event) => (event.event === 'handoff' ? [event.data.state] : [])),
    );
    expect(transcript.ratings).toEqual([{ rating: 5, comment: '很好', at: expect.any(String) }]);
    expect(transcript.conversation).toMatchObject({ threadId, siteId: 'demo', status: 'resolved' });
    const { body: requests } = await documented(server, '/api/v1/conversations/{threadId}/requests', `/api/v1/conversations/${threadId}/requests`);
    expect(requests).toEqual({
      threadId,
      requests: [{ seq: expect.any(Number), kind: 'return', requestId: 'R1001', title: '退货申请', fields: [{ label: '订单', value: 'O2001' }] }],
    });

    const { body: deliveries } = await documented(server, '/api/v1/webhooks/deliveries', '/api/v1/webhooks/deliveries');
    expect((deliveries.deliveries as Array<{ outcome: string }>).length).toBe(events.length);

    // Refusals: no key, a wrong key, another site's key.
    expect((await documented(server, '/api/v1/conversations/{threadId}', `/api/v1/conversations/${threadId}`, null)).status).toBe(401);
    expect(await documented(server, '/api/v1/conversations', '/api/v1/conversations', 'kefu_wrong_key_0123456789abcdef')).toMatchObject({
      status: 401,
      body: { code: 'NOT_AUTHENTICATED' },
    });
    expect(await documented(server, '/api/v1/conversations/{threadId}', `/api/v1/conversations/${threadId}`, OTHER_KEY)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await documented(server, '/api/v1/conversations/{threadId}/requests', `/api/v1/conversations/${threadId}/requests`, OTHER_KEY)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await documented(server, '/api/v1/conversations', '/api/v1/conversations', OTHER_KEY)).toMatchObject({
      status: 200,
      body: { conversations: [], nextCursor: null },
    });
    expect(await documented(server, '/api/v1/webhooks/deliveries', '/api/v1/webhooks/deliveries', OTHER_KEY)).toMatchObject({
      status: 200,
      body: { deliveries: [] },
    });
  });

  it('sends handoff.requested once per request, not again when the queue position moves', async () => {
    const hook = await receiver();
    const server = await start(hook.url);
    const agent = await ConsoleClient.connect(server.url, AGENTS[0].token);
    cleanup.push(() => agent.close());
    const shoppers = [];
    for (let i = 0; i < 2; i++) {
      const shopper = await TestClient.connect(server.url);
      cleanup.push(() => shopper.close());
      await shopper.hello();
      await shopper.send('转人工');
      await waitForHandoff(shopper, 'queued');
      shoppers.push(shopper);
    }
    const [first, second] = shoppers as [TestClient, TestClient];
    expect(await agent.request('thread:claim', { threadId: first.threadId! })).toMatchObject({ ok: true });
    // The second shopper moves from 2nd to 1st: a stored queued event, the same request.
    await waitForHandoff(second, 'queued', (event) => event.queuePosition === 1);
    await waitForHandoff(first, 'joined');
    const requested = async () => {
      await server.integration.webhooks!.tick();
      return hook.received
        .map((delivery) => JSON.parse(delivery.body) as WebhookEvent)
        .filter((event) => event.type === 'handoff.requested' && event.threadId === second.threadId);
    };
    await waitFor('the claim delivered', async () => (await requested(), hook.received.some((delivery) => delivery.body.includes('handoff.claimed'))));
    expect((await requested()).map((event) => event.data.queuePosition)).toEqual([2]);
    // A request after a release is a new one.
    expect(await agent.request('thread:release', { threadId: first.threadId! })).toEqual({ ok: true });
    await waitForHandoff(first, 'released');
    await first.send('转人工');
    await waitFor('a second request', async () => {
      await server.integration.webhooks!.tick();
      return hook.received.filter((delivery) => delivery.body.includes('handoff.requested') && delivery.body.includes(first.threadId!)).length === 2;
    });
  });

  it('pages conversations newest first with a cursor, filters by status, and names a bad parameter', async () => {
    const hook = await receiver();
    const server = await start(hook.url);
    const threads: string[] = [];
    for (let i = 0; i < 5; i++) {
      const shopper = await TestClient.connect(server.url);
      cleanup.push(() => shopper.close());
      await shopper.hello();
      threads.push(shopper.threadId!);
      await new Promise((resolve) => setTimeout(resolve, 2)); // distinct activity times, so the order is the opening order
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/v1/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const { body } = await documented(server, '/api/v1/conversations', query);
      seen.push(...(body.conversations as Array<{ threadId: string }>).map((conversation) => conversation.threadId));
      cursor = body.nextCursor as string | null;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...threads].reverse());
    expect((await documented(server, '/api/v1/conversations', '/api/v1/conversations?status=resolved')).body).toEqual({ conversations: [], nextCursor: null });
    expect(await documented(server, '/api/v1/conversations', '/api/v1/conversations?limit=0')).toMatchObject({
      status: 400,
      body: { code: 'BAD_PAYLOAD', path: 'limit' },
    });
    expect(await documented(server, '/api/v1/conversations', '/api/v1/conversations?since=yesterday')).toMatchObject({
      status: 400,
      body: { code: 'BAD_PAYLOAD', path: 'since' },
    });
    expect(await documented(server, '/api/v1/conversations', '/api/v1/conversations?cursor=nonsense')).toMatchObject({
      status: 400,
      body: { code: 'BAD_PAYLOAD', path: 'cursor' },
    });
    expect(await documented(server, '/api/v1/conversations', '/api/v1/conversations?siteId=other')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', path: 'siteId' },
    });
  });
});
