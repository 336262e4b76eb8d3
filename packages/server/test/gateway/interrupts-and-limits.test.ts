import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from './support/test-client.js';
import { METRICS_AUTH, startTestServer } from './support/test-server.js';
import { echoAgent, promptingAgent } from './support/test-agents.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const NOW = 1_750_000_000_000;

async function serve(options: Parameters<typeof startTestServer>[0]): Promise<KefuServer & { url: string }> {
  const server = await startTestServer({ clock: { now: () => NOW }, ...options });
  cleanup.push(() => server.close());
  return server;
}

async function tab(url: string, threadId?: string, resumeToken?: string): Promise<TestClient> {
  const client = await TestClient.connect(url);
  cleanup.push(() => client.close());
  if (threadId) client.threadId = threadId;
  client.resumeToken = resumeToken;
  await client.hello();
  return client;
}

describe('prompts', () => {
  it('lets exactly one of two tabs answer a prompt; the other gets INTERRUPT_CLOSED', async () => {
    const agent = promptingAgent();
    const server = await serve({ agent, env: { KEFU_INTERRUPT_TTL_SECONDS: '600' } });
    const a = await tab(server.url);
    const b = await tab(server.url, a.threadId, a.resumeToken);
    await a.send('ask');
    await b.waitUntil('the prompt', (events) => events.some((event) => event.event === 'interrupt:open'));
    const opened = b.rendered.find((event) => event.event === 'interrupt:open');
    expect(opened?.event === 'interrupt:open' && opened.data.interrupt.expiresAt).toBe(NOW + 600_000);

    const [fromA, fromB] = await Promise.all([
      a.request('interrupt:reply', { interruptId: 'i1', action: 'approve' }),
      b.request('interrupt:reply', { interruptId: 'i1', action: 'approve' }),
    ]);
    const outcomes = [fromA, fromB].map((ack) => (ack.ok ? 'ok' : ack.error.code)).sort();
    expect(outcomes).toEqual(['INTERRUPT_CLOSED', 'ok']);
    await a.waitUntil('the answer', () => a.texts.includes('done i1'));
    const closings = a.rendered.filter((event) => event.event === 'interrupt:closed');
    expect(closings).toHaveLength(1);
    expect(closings[0]).toMatchObject({ data: { interruptId: 'i1', reason: 'answered' } });
    expect(agent.replies).toEqual(['i1:approve']);
  });

  it('offers the open prompt in hello after a reload, and not once it is answered', async () => {
    const server = await serve({ agent: promptingAgent() });
    const a = await tab(server.url);
    await a.send('ask');
    await a.waitUntil('the prompt', (events) => events.some((event) => event.event === 'interrupt:open'));
    const reload = await TestClient.connect(server.url);
    cleanup.push(() => reload.close());
    reload.threadId = a.threadId;
    reload.resumeToken = a.resumeToken;
    const ack = await reload.hello();
    expect(ack.ok && ack.pendingInterrupt?.interruptId).toBe('i1');
    expect(await reload.request('interrupt:reply', { interruptId: 'i1', action: 'reject' })).toEqual({ ok: true });
    const after = await TestClient.connect(server.url);
    cleanup.push(() => after.close());
    after.threadId = a.threadId;
    after.resumeToken = a.resumeToken;
    const later = await after.hello();
    expect(later.ok && later.pendingInterrupt).toBeUndefined();
  });

  it('closes the open prompt as cancelled on conversation:cancel', async () => {
    const server = await serve({ agent: promptingAgent() });
    const a = await tab(server.url);
    await a.send('ask');
    await a.waitUntil('the prompt', (events) => events.some((event) => event.event === 'interrupt:open'));
    expect(await a.request('conversation:cancel', {})).toEqual({ ok: true });
    await a.waitUntil('the closing', (events) => events.some((event) => event.event === 'interrupt:closed'));
    expect(a.rendered.at(-1)).toMatchObject({ event: 'interrupt:closed', data: { interruptId: 'i1', reason: 'cancelled' } });
    expect(await server.gateway.pendingInterrupt(a.threadId as string)).toBeUndefined();
  });

  it("stores and delivers what gateway.emitToThread is given, e.g. a human agent's message", async () => {
    const server = await serve({ agent: echoAgent() });
    const a = await tab(server.url);
    const seen: number[] = [];
    server.gateway.onStored((threadId, event) => threadId === a.threadId && seen.push(event.data.seq));
    const seq = await server.gateway.emitToThread(a.threadId as string, {
      event: 'message:done',
      message: { role: 'agent', author: 'Lin', text: '您好，我是客服小林' },
    });
    expect(seq).toBe(1);
    await a.waitForSeq(1);
    expect(a.rendered[0]).toMatchObject({ data: { message: { role: 'agent', author: 'Lin', createdAt: NOW } } });
    expect(seen).toEqual([1]);
    expect(await server.gateway.emitToThread(a.threadId as string, { event: 'interrupt:closed', interruptId: 'never-opened', reason: 'expired' })).toBe(0);
    await expect(server.gateway.emitToThread('t_nope', { event: 'message:done', message: { role: 'agent', text: 'hi' } })).rejects.toThrow(/no thread/);
    await server.gateway.emitToThread(a.threadId as string, { event: 'handoff', state: 'joined', reason: 'requested', agentName: 'Lin' });
    const reload = await TestClient.connect(server.url);
    cleanup.push(() => reload.close());
    reload.threadId = a.threadId;
    reload.resumeToken = a.resumeToken;
    expect(await reload.hello()).toMatchObject({ ok: true, handoff: 'joined' });
  });
});

describe('rate limit', () => {
  it('refuses the 101st message in a minute with RATE_LIMITED and a retry-after, and stores none of it', async () => {
    const server = await serve({ agent: echoAgent() });
    const a = await tab(server.url);
    const acks = [];
    for (let index = 1; index <= 101; index += 1) acks.push(await a.send(`m${index}`));
    expect(acks.slice(0, 100).every((ack) => ack.ok)).toBe(true);
    const refused = acks[100];
    expect(refused).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', retryable: true } });
    expect(!refused?.ok && refused?.error.retryAfterMs).toBe(60_000);
    await a.waitUntil(
      'every answer',
      (events) => events.filter((event) => event.event === 'message:done' && event.data.message.role === 'user').length === 100,
    );
    expect(a.texts).not.toContain('m101');
    const metrics = await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text();
    expect(metrics).toMatch(/kefu_rate_limited_total 1/);
  });
});

describe('new conversations per address', () => {
  /** Opens fresh threads until one is refused; returns how many opened. */
  async function openUntilRefused(url: string, forwardedFor: string, max = 8): Promise<number> {
    for (let opened = 0; opened < max; opened += 1) {
      const client = await TestClient.connect(url, { forwardedFor });
      cleanup.push(() => client.close());
      const ack = await client.hello();
      if (!ack.ok) {
        expect(ack.error.code).toBe('RATE_LIMITED');
        return opened;
      }
    }
    return max;
  }

  it('counts each shopper behind a trusted proxy by the address the proxy saw', async () => {
    const server = await serve({ agent: echoAgent(), env: { KEFU_LIMIT_NEW_THREADS_PER_IP: '5', KEFU_TRUSTED_PROXY_HOPS: '1' } });
    expect(await openUntilRefused(server.url, '203.0.113.9')).toBe(5);
    // Another shopper through the same proxy is not blocked by the first one's limit.
    expect(await openUntilRefused(server.url, '203.0.113.10')).toBe(5);
    // A forged entry to the left of the proxy's does not buy a fresh limit.
    expect(await openUntilRefused(server.url, '6.6.6.6, 203.0.113.9')).toBe(0);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const server = await serve({ agent: echoAgent(), env: { KEFU_LIMIT_NEW_THREADS_PER_IP: '5' } });
    expect(await openUntilRefused(server.url, '203.0.113.9')).toBe(5);
    expect(await openUntilRefused(server.url, '203.0.113.10')).toBe(0);
  });
});
