import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import type { ThreadEvent } from '@kefu/protocol';
import { TestClient } from './support/test-client.js';
import { METRICS_AUTH, startTestServer } from './support/test-server.js';
import { spawnKefu, type KefuProcess } from './support/kefu-process.js';
import { startFakeGroq, type GroqAnswer } from '../agent/fake-groq-server.js';
import type { Agent } from '../../src/ports/agent.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

// A turn is taken before it runs and marked answered after it ends. A turn cut off by a killed or
// stopped process therefore runs again when the thread is next opened, unless it had already replied.

const withRedis = serviceAvailable('redis');

/** Stored events after the shopper's message `seq` that answer it. */
function repliesAfter(events: ThreadEvent[], seq: number): ThreadEvent[] {
  return events.filter((event) => event.data.seq > seq && (event.event !== 'message:done' || event.data.message.role !== 'user'));
}

/** What /metrics says about recovered turns. */
async function recovered(url: string, outcome: 'rerun' | 'already_replied'): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, METRICS_AUTH)).text();
  return Number(new RegExp(`^kefu_recovered_turns_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
}

/** Starts turns that hang until the server stops them; `say` first stores a partial reply. */
function hangingAgent(say?: string): Agent & { started: number } {
  const agent = {
    started: 0,
    async runTurn(request, output) {
      agent.started += 1;
      if (say) await output.emit({ event: 'message:done', message: { role: 'assistant', text: say } });
      await new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)));
    },
    async replyToInterrupt() {},
    async cancel() {},
  } satisfies Agent & { started: number };
  return agent;
}

/** Answers each turn with the texts it took. */
function answeringAgent(): Agent & { turns: string[][] } {
  const turns: string[][] = [];
  return {
    turns,
    async runTurn(request, output) {
      turns.push(request.messages.map((message) => message.text));
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `answer to ${request.messages.map((m) => m.text).join(' + ')}` } });
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

describe.runIf(withRedis)('turns cut off by a stopped or killed process', () => {
  let redis: RedisService;
  const servers: KefuServer[] = [];
  const processes: KefuProcess[] = [];
  const clients: TestClient[] = [];
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const server of servers.splice(0)) await server.close();
    for (const child of processes.splice(0)) await child.kill();
  });
  afterAll(async () => {
    await redis.stop();
  });

  async function serve(agent: Agent): Promise<KefuServer & { url: string }> {
    const server = await startTestServer({ agent, env: { REDIS_URL: redis.url } });
    servers.push(server);
    return server;
  }

  async function open(url: string, threadId?: string, resumeToken?: string): Promise<TestClient> {
    const client = await TestClient.connect(url);
    clients.push(client);
    if (threadId) client.threadId = threadId;
    client.resumeToken = resumeToken;
    await client.hello();
    return client;
  }

  it('runs a turn again on the next process when shutdown stopped it before it replied', async () => {
    const hanging = hangingAgent();
    const stopping = await serve(hanging);
    const before = await open(stopping.url);
    const ack = await before.send('我的订单到哪了');
    if (!ack.ok) throw new Error('not acknowledged');
    await waitFor('the turn to start', () => hanging.started === 1);
    await stopping.close();
    servers.splice(servers.indexOf(stopping), 1);

    const agent = answeringAgent();
    const next = await serve(agent);
    const after = await open(next.url, before.threadId, before.resumeToken);
    await after.waitUntil('the answer', (events) => repliesAfter(events, ack.seq).length > 0);
    expect(agent.turns).toEqual([['我的订单到哪了']]);
    expect(repliesAfter(after.rendered, ack.seq)).toHaveLength(1);
    expect(await recovered(next.url, 'rerun')).toBe(1);
  });

  it('does not answer twice when the stopped turn had already replied, and answers what came after', async () => {
    const stopping = await serve(hangingAgent('正在为您查询…'));
    const before = await open(stopping.url);
    const ack = await before.send('我的订单到哪了');
    if (!ack.ok) throw new Error('not acknowledged');
    await before.waitUntil('the partial reply', (events) => repliesAfter(events, ack.seq).length === 1);
    await stopping.close();
    servers.splice(servers.indexOf(stopping), 1);

    const agent = answeringAgent();
    const next = await serve(agent);
    const after = await open(next.url, before.threadId, before.resumeToken);
    await waitFor('the recovery check', async () => (await recovered(next.url, 'already_replied')) === 1);
    const later = await after.send('谢谢');
    if (!later.ok) throw new Error('not acknowledged');
    await after.waitUntil('the answer to the later message', (events) => repliesAfter(events, later.seq).length > 0);
    expect(agent.turns).toEqual([['谢谢']]);
    expect(await recovered(next.url, 'rerun')).toBe(0);
  });

  it('answers, after a restart, a message whose turn a kill -9 cut off during the model call', { timeout: 90_000 }, async () => {
    let hold = true;
    const groq = await startFakeGroq((request): GroqAnswer | Promise<GroqAnswer> => {
      // The first process's call never returns: the process dies waiting for it.
      if (hold) return new Promise<GroqAnswer>(() => undefined);
      if (request.tools?.some((tool) => tool.function.name === 'classify_intents')) {
        return { toolCall: { name: 'classify_intents', arguments: { intents: [{ type: 'chitchat', confidence: 0.95 }] } } };
      }
      return { text: '在的，请问有什么可以帮您？' };
    });
    try {
      const env = { PORT: String(await freePort()), REDIS_URL: redis.url, GROQ_API_KEY: 'gsk_test', GROQ_BASE_URL: groq.url };
      const first = await spawnKefu(env);
      processes.push(first);
      const before = await open(first.url);
      // The rules are unsure about a bare greeting (0.7 < 0.85), so the coordinator asks the model.
      const ack = await before.send('在吗');
      if (!ack.ok) throw new Error('not acknowledged');
      await waitFor('the model call', () => groq.requests.length > 0, 15_000);
      await first.kill();
      hold = false;

      const second = await spawnKefu(env);
      processes.push(second);
      const after = await open(second.url, before.threadId, before.resumeToken);
      await after.waitUntil('the answer', (events) =>
        events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant' && event.data.seq > ack.seq),
      );
      const users = after.rendered.filter((event) => event.event === 'message:done' && event.data.message.role === 'user');
      expect(users).toHaveLength(1);
      expect(after.rendered.filter((event) => event.event === 'message:done' && event.data.message.role === 'assistant')).toHaveLength(1);
      expect(after.seqs).toEqual(Array.from({ length: after.seqs.length }, (_, index) => index + 1));
      expect(await recovered(second.url, 'rerun')).toBe(1);
    } finally {
      await groq.close();
    }
  });
});
