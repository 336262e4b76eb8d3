import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@kefu/testing';
import { TestClient } from './support/test-client.js';
import { METRICS_AUTH, startTestServer } from './support/test-server.js';
import { echoAgent, failingAgent, gatedAgent } from './support/test-agents.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function serve(options: Parameters<typeof startTestServer>[0] = {}): Promise<KefuServer & { url: string }> {
  const server = await startTestServer(options);
  cleanup.push(() => server.close());
  return server;
}

async function tab(url: string): Promise<TestClient> {
  const client = await TestClient.connect(url);
  cleanup.push(() => client.close());
  return client;
}

describe('a conversation through the gateway', () => {
  it('opens a thread, stores the shopper message and the default agent answers it', async () => {
    const server = await serve();
    const client = await tab(server.url);
    const hello = await client.hello();
    expect(hello).toMatchObject({ ok: true, resumed: false, replay: [], lastSeq: 0, truncated: false });
    const ack = await client.send('X9 多少钱');
    expect(ack).toEqual({ ok: true, seq: 1, duplicate: false });
    await client.waitForSeq(2);
    expect(client.rendered[0]).toMatchObject({ event: 'message:done', data: { seq: 1, message: { role: 'user', text: 'X9 多少钱' } } });
    expect(client.rendered[1]).toMatchObject({ event: 'message:done', data: { seq: 2, message: { role: 'assistant' } } });
    await waitFor('idle', () => client.live.some((entry) => entry.event === 'agent:status' && (entry.data as { state: string }).state === 'idle'));
    const statuses = client.live.filter((entry) => entry.event === 'agent:status').map((entry) => (entry.data as { state: string }).state);
    expect(statuses[0]).toBe('thinking');
    expect(statuses.at(-1)).toBe('idle');
  });

  it('acknowledges a retried clientMsgId with the same seq and never runs a second turn', async () => {
    const agent = echoAgent();
    const server = await serve({ agent });
    const client = await tab(server.url);
    await client.hello();
    const id = crypto.randomUUID();
    const first = await client.send('hello', id);
    const again = await client.send('hello', id);
    expect(first).toEqual({ ok: true, seq: 1, duplicate: false });
    expect(again).toEqual({ ok: true, seq: 1, duplicate: true });
    await client.waitForSeq(2);
    await server.close();
    expect(agent.turns).toEqual([['hello']]);
    expect(client.texts).toEqual(['hello', 'echo: hello']);
  });

  it('stores a rating once per answer with the thread, and counts it by rating in /metrics', async () => {
    const server = await serve({ agent: echoAgent(), clock: { now: () => 1_750_000_000_000 } });
    const client = await tab(server.url);
    await client.hello();
    await client.send('hello');
    await client.waitForSeq(2);
    expect(await client.request('feedback', { rating: 5, seq: 2, comment: '很快' })).toEqual({ ok: true });
    expect(await client.request('feedback', { rating: 1, seq: 2 })).toEqual({ ok: true });
    expect(await client.request('feedback', { rating: 4 })).toEqual({ ok: true });
    expect(await server.stores.feedback.list(client.threadId!)).toEqual([
      { rating: 4, at: 1_750_000_000_000 },
      { rating: 5, seq: 2, comment: '很快', at: 1_750_000_000_000 },
    ]);
    const metrics = await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text();
    expect(metrics).toMatch(/kefu_feedback_total\{rating="5"\} 1\n/);
    expect(metrics).toMatch(/kefu_feedback_total\{rating="4"\} 1\n/);
    expect(metrics).not.toMatch(/kefu_feedback_total\{rating="1"\}/);
  });

  it('shows every event to a second tab on the same thread', async () => {
    const server = await serve({ agent: echoAgent() });
    const a = await tab(server.url);
    await a.hello();
    const b = await tab(server.url);
    b.threadId = a.threadId;
    b.resumeToken = a.resumeToken;
    await b.hello();
    await a.send('from a');
    await b.send('from b');
    await a.waitForSeq(4);
    await b.waitForSeq(4);
    expect(b.seqs).toEqual([1, 2, 3, 4]);
    expect(a.rendered).toEqual(b.rendered);
  });

  it('merges messages sent during a turn into the next turn', async () => {
    const agent = gatedAgent();
    const server = await serve({ agent });
    const client = await tab(server.url);
    await client.hello();
    await client.send('one');
    await waitFor('first turn', () => agent.started() === 1);
    await client.send('two');
    await client.send('three');
    agent.release();
    await waitFor('second turn', () => agent.started() === 2);
    agent.release();
    await client.waitForSeq(5);
    expect(agent.turns).toEqual([['one'], ['two', 'three']]);
  });

  it('runs at most maxConcurrentTurns turns at once and tells a waiting shopper it is queued', async () => {
    const agent = gatedAgent();
    const server = await serve({ agent, env: { KEFU_MAX_CONCURRENT_TURNS: '1' } });
    const first = await tab(server.url);
    await first.hello();
    const second = await tab(server.url);
    await second.hello();
    await first.send('first');
    await waitFor('first turn', () => agent.started() === 1);
    await second.send('second');
    await waitFor('queued notice', () => second.live.some((entry) => entry.event === 'agent:status' && (entry.data as { state: string }).state === 'queued'));
    expect(agent.started()).toBe(1);
    agent.release();
    await waitFor('second turn', () => agent.started() === 2);
    agent.release();
    await second.waitUntil('answer', () => second.texts.length === 2);
    expect(agent.turns).toEqual([['first'], ['second']]);
  });

  it('aborts the running turn on conversation:cancel and gives it its own trace id', async () => {
    const signals: AbortSignal[] = [];
    const traces: string[] = [];
    const agent = {
      async runTurn(request: { signal: AbortSignal; traceId: string }) {
        signals.push(request.signal);
        traces.push(request.traceId);
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
      },
      async replyToInterrupt() {},
      async cancel() {},
    };
    const server = await serve({ agent });
    const client = await tab(server.url);
    await client.hello();
    await client.send('long question');
    await waitFor('turn started', () => signals.length === 1);
    expect(await client.request('conversation:cancel', {})).toEqual({ ok: true });
    expect(signals[0]?.aborted).toBe(true);
    await client.send('next');
    await waitFor('second turn', () => signals.length === 2);
    expect(traces[0]).not.toBe(traces[1]);
    expect(client.errors).toEqual([]);
  });

  it('reports a failing agent as INTERNAL and keeps the thread usable', async () => {
    const server = await serve({ agent: failingAgent() });
    const client = await tab(server.url);
    await client.hello();
    await client.send('boom');
    await waitFor('error event', () => client.errors.length === 1);
    expect(client.errors[0]).toMatchObject({ code: 'INTERNAL', retryable: true });
    await client.send('again');
    await client.waitUntil('answer', () => client.texts.includes('fine'));
    expect(client.texts).toEqual(['boom', 'again', 'fine']);
  });

  it('delivers an event stored elsewhere and not yet announced before the one that overtook it', async () => {
    const server = await serve({ agent: echoAgent() });
    const client = await tab(server.url);
    await client.hello();
    const threadId = client.threadId as string;
    // As if another process stored seq 1 and its announcement is still on the way.
    await server.stores.log.append(threadId, {
      event: 'message:done',
      data: { message: { messageId: 'm_elsewhere', role: 'agent', text: 'from elsewhere', createdAt: 1 } },
    });
    await server.gateway.emitToThread(threadId, { event: 'message:done', message: { role: 'agent', text: 'from here' } });
    await client.waitForSeq(2);
    expect(client.received).toEqual([1, 2]);
    expect(client.texts).toEqual(['from elsewhere', 'from here']);
  });

  it('replays exactly the missed events after a reload', async () => {
    const server = await serve({ agent: echoAgent() });
    const first = await tab(server.url);
    await first.hello();
    await first.send('a');
    await first.waitForSeq(2);
    first.close();
    const other = await tab(server.url);
    other.threadId = first.threadId;
    other.resumeToken = first.resumeToken;
    await other.hello();
    await other.send('b');
    await other.waitForSeq(4);
    const reloaded = await first.reopen(server.url);
    cleanup.push(() => reloaded.close());
    const hello = await reloaded.hello();
    expect(hello).toMatchObject({ ok: true, resumed: true, lastSeq: 4 });
    expect(hello.ok && hello.replay.map((event) => event.data.seq)).toEqual([3, 4]);
    expect(reloaded.seqs).toEqual([1, 2, 3, 4]);
  });
});
