import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { findBinary, serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { DEMO_SITE } from '../../src/config.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';

const openPrompt = (client: TestClient) => {
  const open = client.rendered.findLast((event) => event.event === 'interrupt:open');
  if (open?.event !== 'interrupt:open') throw new Error('no prompt');
  return open.data.interrupt;
};
const prompts = (client: TestClient) => client.rendered.filter((event) => event.event === 'interrupt:open').length;

/** Runs a Redis command synchronously: the pause must be in force before the server's next write leaves it. */
const redisCli = (port: number, ...args: string[]) => execFileSync(findBinary('redis')!.replace(/redis-server$/, 'redis-cli'), ['-p', String(port), ...args]);

// The chaos run once crashed a server with an unhandled SocketClosedUnexpectedlyError right after "interrupt reply
// failed": a Redis restart while an interrupt:reply was being carried out. Here the restart comes at a chosen point:
// Redis stops taking writes the moment the reply's closing is stored (so the commands that follow are in flight),
// and is killed -9 with them unanswered.
describe.runIf(serviceAvailable('redis'))('Redis dies in the middle of an interrupt:reply', () => {
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('leaves no promise rejected unhandled: the server logs, the shopper gets a typed answer, and the thread goes on', { timeout: 60_000 }, async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanup.push(() => process.off('unhandledRejection', onUnhandled));
    const redis: RedisService = await startRedis({ durable: true });
    cleanup.push(() => redis.stop());
    const server: KefuServer & { url: string } = await startTestServer({ env: { REDIS_URL: redis.url } });
    cleanup.push(() => server.close());
    const client = await TestClient.connect(server.url);
    cleanup.push(() => client.close());
    await client.hello({ identity: await identityToken('c_1001', { secret: DEMO_SITE.identitySecret, expiresInSeconds: 3600 }) });
    await client.send('我要退货');
    await waitFor('the order prompt', () => prompts(client) >= 1);
    await client.send('KF10010001');
    await waitFor('the reason prompt', () => prompts(client) >= 2);
    const reason = openPrompt(client);

    let paused = false;
    const stop = server.gateway.onStored((_threadId, event) => {
      if (paused || event.event !== 'interrupt:closed') return;
      paused = true;
      redisCli(redis.port, 'CLIENT', 'PAUSE', '30000', 'WRITE');
    });
    cleanup.push(stop);
    const ack = await client.request('interrupt:reply', { interruptId: reason.interruptId, action: 'answer', value: 'no_reason' });
    expect(ack).toEqual({ ok: true });
    expect(paused).toBe(true);
    // Whatever the reply wrote after its closing now waits, unanswered, on a paused Redis: kill it under them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await redis.restart();

    // The reply's writes were cut off: the shopper is told in a typed, retryable error, and nothing was left unhandled.
    await waitFor('the typed error', () => client.errors.length > 0, 30_000);
    expect(client.errors).toEqual([expect.objectContaining({ code: 'INTERNAL', retryable: true, message: expect.stringContaining('please try again') })]);
    expect(unhandled.map((reason) => String(reason))).toEqual([]);

    // The same server and thread go on once Redis is back: the answer whose writes were lost is asked for again.
    const before = client.rendered.length;
    expect(await client.send('你好')).toMatchObject({ ok: true });
    await client.waitUntil('the reason asked again', (events) => events.slice(before).some((event) => event.event === 'interrupt:open'));
    expect(openPrompt(client)).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    expect(unhandled).toEqual([]);
  });
});
