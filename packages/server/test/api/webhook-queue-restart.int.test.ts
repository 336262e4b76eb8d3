import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { createManualClock, type ManualClock } from '../../src/timers/manual-clock.js';
import { verifyWebhookSignature } from '../../src/webhooks/webhook-signature.js';
import { TestClient } from '../gateway/support/test-client.js';
import { echoAgent } from '../gateway/support/test-agents.js';
import { loadOpenApi } from './support/openapi-validator.js';

const SECRET = 'whsec_restart_0123456789abcdef';
const KEY = 'kefu_restart_key_0123456789abcdef';

describe.runIf(serviceAvailable('redis'))('webhooks with Redis across a restart', () => {
  let redis: RedisService;
  const cleanup: Array<() => unknown> = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  /** A receiver answering each request with the next status of `statuses` (200 after). */
  async function receiver(statuses: number[]) {
    const received: Array<{ body: string; signature: string }> = [];
    const server: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers['kefu-signature']) });
        response.writeHead(statuses[received.length - 1] ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
  }

  async function start(url: string, clock: ManualClock): Promise<KefuServer & { url: string }> {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      REDIS_URL: redis.url,
      KEFU_WEBHOOKS: JSON.stringify([{ id: 'crm', url, secret: SECRET }]),
      KEFU_API_KEYS: JSON.stringify([{ id: 'reader', key: KEY }]),
    });
    // Backoff runs on the injected clock; the queue's own poller waits on a scheduler that never fires.
    const server = await createKefuServer({
      config,
      clock,
      logger: createLogger('silent'),
      agent: echoAgent(),
      interruptExpiry: false,
      integration: { scheduler: createManualClock(), backoff: { random: () => 0.5 } },
    });
    await server.listen();
    return server as KefuServer & { url: string };
  }

  it('delivers after a restart the retry a stopped process had queued, with the same id, and keeps its delivery log and the conversation index', async () => {
    const hook = await receiver([500]);
    const clock = createManualClock(Date.UTC(2026, 10, 25, 12));
    const first = await start(hook.url, clock);
    const shopper = await TestClient.connect(first.url);
    await shopper.hello();
    const threadId = shopper.threadId!;
    await waitFor('the 500', async () => {
      await first.integration.webhooks!.tick();
      return hook.received.length === 1;
    });
    await waitFor('the retry logged', async () => (await first.integration.deliveries.recent()).length === 1);
    await shopper.close();
    await first.close();

    clock.set(clock.now() + 60_000); // the retry's backoff (1 min at random 0.5), passed while no process ran
    const second = await start(hook.url, clock);
    cleanup.push(() => second.close());
    await waitFor('the retry delivered', async () => {
      await second.integration.webhooks!.tick();
      return hook.received.length === 2;
    });
    const [failed, delivered] = hook.received.map((delivery) => JSON.parse(delivery.body) as { id: string; type: string; threadId: string });
    expect(delivered).toEqual(failed);
    expect(delivered).toMatchObject({ type: 'conversation.started', threadId });
    expect(
      verifyWebhookSignature({ body: hook.received[1]!.body, header: hook.received[1]!.signature, secret: SECRET, nowSeconds: Math.floor(clock.now() / 1000) }),
    ).toMatchObject({ ok: true });

    const openapi = await loadOpenApi();
    const response = await fetch(`${second.url}/api/v1/webhooks/deliveries?eventId=${delivered!.id}`, { headers: { authorization: `Bearer ${KEY}` } });
    const body = (await response.json()) as { deliveries: Array<{ attempt: number; outcome: string; statusCode?: number }> };
    expect(openapi.response('/api/v1/webhooks/deliveries', 200, body)).toEqual([]);
    expect(body.deliveries.map(({ attempt, outcome, statusCode }) => ({ attempt, outcome, statusCode }))).toEqual([
      { attempt: 2, outcome: 'delivered', statusCode: 200 },
      { attempt: 1, outcome: 'retrying', statusCode: 500 },
    ]);
    const conversations = (await (await fetch(`${second.url}/api/v1/conversations`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as {
      conversations: Array<{ threadId: string }>;
    };
    expect(openapi.response('/api/v1/conversations', 200, conversations)).toEqual([]);
    expect(conversations.conversations.map((conversation) => conversation.threadId)).toEqual([threadId]);
    // Nothing more is queued: the event was delivered once after its failure, not again.
    await second.integration.webhooks!.tick();
    expect(hook.received).toHaveLength(2);
  });
});
