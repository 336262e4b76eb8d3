import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../timers/manual-clock.js';
import { createMemoryDeadlineStore } from '../timers/memory-deadline-store.js';
import { createMemoryDeliveryLog } from './memory-delivery-log.js';
import { createWebhookDispatcher, type DeliveryJob } from './webhook-dispatcher.js';
import { verifyWebhookSignature } from './webhook-signature.js';

const SECRET = 'whsec_test_0123456789abcdef';

interface Received {
  body: string;
  headers: IncomingMessage['headers'];
}

/** A real receiver whose answers are scripted per request: a status, or 'hang' (never answers). */
async function receiver(script: Array<number | 'hang'>): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      const answer = script[received.length - 1] ?? 200;
      if (answer === 'hang') return void hanging.push(response);
      response.writeHead(answer).end();
    });
  });
  server.on('close', () => hanging.forEach((response) => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function setup(url: string, maxAttempts = 12) {
  const clock = createManualClock(Date.UTC(2026, 10, 25, 12));
  const queue = createMemoryDeadlineStore<DeliveryJob>();
  const log = createMemoryDeliveryLog();
  const dispatcher = createWebhookDispatcher({
    endpoints: [{ id: 'shop-crm', url, secret: SECRET }],
    queue,
    log,
    clock,
    scheduler: clock,
    timeoutMs: 300,
    maxAttempts,
    backoff: { random: () => 0.5 },
  });
  return { clock, queue, log, dispatcher };
}

describe('webhook delivery', () => {
  it('retries a receiver that fails with 500, then times out, until it answers 2xx: same id, valid signature, every attempt logged', async () => {
    const hook = await receiver([500, 'hang', 204]);
    servers.push(hook.server);
    const { clock, log, dispatcher } = setup(hook.url);
    const event = await dispatcher.enqueue('handoff.requested', { siteId: 'shop-a', threadId: 't-1', data: { reason: 'requested' } });

    expect(await dispatcher.tick()).toBe(1); // 500
    expect(await dispatcher.tick()).toBe(0); // the retry waits for its backoff
    await clock.advance(60_000); // first retry after 1 min (no jitter at random 0.5)
    expect(await dispatcher.tick()).toBe(1); // timeout
    await clock.advance(119_999);
    expect(await dispatcher.tick()).toBe(0);
    await clock.advance(1);
    expect(await dispatcher.tick()).toBe(1); // 204

    expect(hook.received).toHaveLength(3);
    for (const delivery of hook.received) {
      expect(JSON.parse(delivery.body)).toEqual(event);
      expect(delivery.headers['kefu-event-id']).toBe(event.id);
      const nowSeconds = Math.floor(clock.now() / 1000);
      expect(verifyWebhookSignature({ body: delivery.body, header: delivery.headers['kefu-signature'] as string, secret: SECRET, nowSeconds })).toMatchObject({
        ok: true,
      });
    }
    const attempts = (await log.recent({ eventId: event.id })).reverse();
    expect(attempts.map(({ attempt, outcome, statusCode }) => ({ attempt, outcome, statusCode }))).toEqual([
      { attempt: 1, outcome: 'retrying', statusCode: 500 },
      { attempt: 2, outcome: 'retrying', statusCode: undefined },
      { attempt: 3, outcome: 'delivered', statusCode: 204 },
    ]);
    expect(attempts[1]!.error).toMatch(/^timeout/);
    expect(attempts[0]!.nextAttemptAt).toBe(attempts[0]!.at + 60_000);
  });

  it('stops after the last attempt and logs the event as failed', async () => {
    const hook = await receiver([503, 503, 503]);
    servers.push(hook.server);
    const { clock, log, dispatcher, queue } = setup(hook.url, 3);
    await dispatcher.enqueue('rating.given', { siteId: 'shop-a', threadId: 't-1', data: { rating: 2 } });
    for (let i = 0; i < 5; i++) {
      await dispatcher.tick();
      await clock.advance(24 * 3_600_000);
    }
    expect(hook.received).toHaveLength(3);
    expect((await log.recent()).map((attempt) => attempt.outcome)).toEqual(['failed', 'retrying', 'retrying']);
    expect(await queue.next()).toBeUndefined();
  });

  it('disables an endpoint that answers 410 Gone: later events are not sent', async () => {
    const hook = await receiver([410, 200]);
    servers.push(hook.server);
    const { log, dispatcher } = setup(hook.url);
    await dispatcher.enqueue('conversation.started', { siteId: 'shop-a', threadId: 't-1', data: {} });
    await dispatcher.tick();
    await dispatcher.enqueue('conversation.started', { siteId: 'shop-a', threadId: 't-2', data: {} });
    await dispatcher.tick();
    expect(hook.received).toHaveLength(1);
    expect(await log.isDisabled('shop-crm')).toBe(true);
    expect((await log.recent())[0]).toMatchObject({ outcome: 'disabled', statusCode: 410 });
  });
});

describe('verifyWebhookSignature', () => {
  const body = '{"id":"evt_1"}';
  const header = `t=1000,v1=${'0'.repeat(64)}`;
  it('refuses a wrong secret, a changed body, an old timestamp and a missing header', async () => {
    const { signWebhook } = await import('./webhook-signature.js');
    const signed = signWebhook(SECRET, body, 1000);
    expect(verifyWebhookSignature({ body, header: signed, secret: SECRET, nowSeconds: 1100 })).toEqual({ ok: true, timestamp: 1000 });
    expect(verifyWebhookSignature({ body, header: signed, secret: 'another-secret-0123456789', nowSeconds: 1100 })).toEqual({
      ok: false,
      problem: 'signature_mismatch',
    });
    expect(verifyWebhookSignature({ body: `${body} `, header: signed, secret: SECRET, nowSeconds: 1100 })).toEqual({
      ok: false,
      problem: 'signature_mismatch',
    });
    expect(verifyWebhookSignature({ body, header: signed, secret: SECRET, nowSeconds: 1000 + 301 })).toEqual({
      ok: false,
      problem: 'timestamp_outside_tolerance',
    });
    expect(verifyWebhookSignature({ body, header, secret: SECRET, nowSeconds: 1000 })).toEqual({ ok: false, problem: 'signature_mismatch' });
    expect(verifyWebhookSignature({ body, header: undefined, secret: SECRET })).toEqual({ ok: false, problem: 'missing_header' });
    expect(verifyWebhookSignature({ body, header: 'v1=abc', secret: SECRET })).toEqual({ ok: false, problem: 'malformed_header' });
  });
});

describe('retryDelayMs', () => {
  it('doubles from a minute up to 8 hours: 12 attempts span 24.5 hours, ±20 % with jitter', async () => {
    const { retryDelayMs } = await import('./webhook-backoff.js');
    const span = (random: number) =>
      Array.from({ length: 11 }, (_, index) => retryDelayMs(index + 1, { random: () => random })).reduce((sum, delay) => sum + delay, 0);
    expect(retryDelayMs(1, { random: () => 0.5 })).toBe(60_000);
    expect(retryDelayMs(11, { random: () => 0.5 })).toBe(8 * 3_600_000);
    expect(span(0.5)).toBe(88_260_000);
    expect(span(0)).toBe(0.8 * 88_260_000);
    expect(span(0.999_999)).toBeLessThan(1.2 * 88_260_000);
  });
});
