import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { createManualClock, type ManualClock } from '../../src/timers/manual-clock.js';
import type { Agent } from '../../src/ports/agent.js';
import { TestClient } from '../gateway/support/test-client.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { AGENTS, AGENTS_ENV, waitForHandoff } from '../handoff/support/handoff-fixtures.js';
import { loadOpenApi, type OpenApiValidator } from './support/openapi-validator.js';

const DEMO_KEY = 'kefu_demo_key_0123456789abcdef';
const SITES = [{ siteKey: 'demo', siteId: 'demo', origins: ['http://localhost:*'], identitySecret: 'demo-identity-secret-0123456789' }];
// 16:30 UTC is 00:30 the next day in Shanghai: the same conversations fall on different days by time zone.
const START = Date.parse('2026-11-20T16:30:00Z');
const MINUTE = 60_000;

let openapi: OpenApiValidator;
beforeAll(async () => {
  openapi = await loadOpenApi();
});

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Answers everything, hands off on request, and gives up (a knowledge miss) on questions about warranty cards. */
function ledgerAgent(): Agent & { releaseHumanMode(threadId: string): Promise<void> } {
  return {
    async releaseHumanMode() {},
    async runTurn(request, output) {
      const text = request.messages.map((message) => message.text).join(' ');
      if (text.includes('转人工')) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '正在为您转接人工客服，请稍候。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'requested' });
      } else if (text.includes('保修卡')) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '抱歉，我没有找到相关说明，正在为您转接人工。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'knowledge_miss' });
      } else {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: `AI: ${text}` } });
      }
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

async function start(clock: ManualClock): Promise<KefuServer & { url: string }> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    KEFU_SITES: JSON.stringify(SITES),
    ...AGENTS_ENV,
    KEFU_API_KEYS: JSON.stringify([{ id: 'reader', key: DEMO_KEY }]),
  });
  const server = await createKefuServer({
    config,
    logger: createLogger('silent'),
    agent: ledgerAgent(),
    clock,
    integration: { scheduler: createManualClock() },
  });
  await server.listen();
  cleanup.push(() => server.close());
  return server as KefuServer & { url: string };
}

async function ledger(server: { url: string }, query: string) {
  const response = await fetch(`${server.url}/api/v1/ledger${query}`, { headers: { authorization: `Bearer ${DEMO_KEY}` } });
  const body = (await response.json()) as Record<string, unknown>;
  expect(openapi.response('/api/v1/ledger', response.status, body), `ledger${query} → ${response.status}`).toEqual([]);
  return { status: response.status, body };
}

async function shopper(server: { url: string }): Promise<TestClient> {
  const client = await TestClient.connect(server.url);
  cleanup.push(() => client.close());
  await client.hello();
  return client;
}

const answers = (client: TestClient, count: number) =>
  client.waitUntil(
    `${count} replies`,
    (events) => events.filter((event) => event.event === 'message:done' && event.data.message.role !== 'user').length >= count,
  );

describe('the ledger, computed from stored conversations', () => {
  it('counts outcomes, handoff reasons, ratings by outcome, reply times and unanswered questions per day', async () => {
    const clock = createManualClock(START);
    const server = await start(clock);
    const agent = await ConsoleClient.connect(server.url, AGENTS[0].token);
    cleanup.push(() => agent.close());

    // 1. Answered by the assistant, rated 5.
    const happy = await shopper(server);
    await happy.send('Find X9 多少钱');
    await answers(happy, 1);
    expect(await happy.request('feedback', { rating: 5 })).toEqual({ ok: true });
    // 2. Handed off on request; a person joins two minutes later and answers; rated 3.
    const helped = await shopper(server);
    await helped.send('转人工');
    await waitForHandoff(helped, 'queued');
    clock.set(clock.now() + 2 * MINUTE);
    expect(await agent.request('thread:claim', { threadId: helped.threadId! })).toMatchObject({ ok: true });
    await waitForHandoff(helped, 'joined');
    expect(
      await agent.request('thread:reply', { threadId: helped.threadId!, clientMsgId: 'agent-reply-1', text: '您好，我是小林，请问有什么可以帮您？' }),
    ).toMatchObject({ ok: true });
    await answers(helped, 2);
    expect(await helped.request('feedback', { rating: 3 })).toEqual({ ok: true });
    // 3 and 4. The assistant could not answer the same question twice (one with a phone number); nobody came.
    for (const text of ['保修卡丢了还能保修吗', '保修卡丢了还能保修吗 13812345678']) {
      const lost = await shopper(server);
      await lost.send(text);
      // The only agent is busy with the conversation above: no one can take it.
      await waitForHandoff(lost, 'no_agents');
    }
    // 5. Just opened the chat: not a conversation.
    await shopper(server);

    // While they are recent, all four are still open.
    const now = await ledger(server, '?timeZone=UTC');
    expect(now.status).toBe(200);
    expect(now.body.days).toEqual([
      expect.objectContaining({ date: '2026-11-20', siteId: 'demo', conversations: 4, outcomes: { assistant: 0, human: 0, abandoned: 0, open: 4 } }),
    ]);

    clock.set(clock.now() + 31 * MINUTE);
    const { body } = await ledger(server, '?timeZone=UTC');
    expect(body).toMatchObject({ timeZone: 'UTC', idleMinutes: 30, truncated: false });
    const [day] = body.days as Array<Record<string, unknown>>;
    expect(day).toMatchObject({
      date: '2026-11-20',
      conversations: 4,
      outcomes: { assistant: 1, human: 1, abandoned: 2, open: 0 },
      handoffReasons: { requested: 1, knowledge_miss: 2 },
      ratings: { assistant: { count: 1, average: 5 }, human: { count: 1, average: 3 } },
      // The assistant answers at once; the person's conversation took the two minutes it waited.
      medianFirstReplyMs: 0,
      medianResolutionMs: MINUTE,
    });
    const unanswered = day!.unanswered as Array<{ text: string; count: number; reason: string; threadIds: string[] }>;
    expect(unanswered.map(({ text, count, reason }) => ({ text, count, reason }))).toEqual([
      { text: '保修卡丢了还能保修吗', count: 1, reason: 'knowledge_miss' },
      { text: '保修卡丢了还能保修吗 138********', count: 1, reason: 'knowledge_miss' },
    ]);
    expect(JSON.stringify(body)).not.toContain('13812345678');

    // Counted in Shanghai the same conversations started on the 21st.
    expect(((await ledger(server, '?timeZone=Asia%2FShanghai')).body.days as Array<{ date: string }>).map((row) => row.date)).toEqual(['2026-11-21']);
    // A window that ends before they started holds nothing.
    expect((await ledger(server, `?until=${encodeURIComponent(new Date(START).toISOString())}`)).body.days).toEqual([]);
  });

  it('names a bad parameter', async () => {
    const server = await start(createManualClock(START));
    expect(await ledger(server, '?timeZone=Mars%2FBase')).toMatchObject({ status: 400, body: { code: 'BAD_PAYLOAD', path: 'timeZone' } });
    expect(await ledger(server, '?since=2026-01-01T00:00:00Z&until=2026-11-01T00:00:00Z')).toMatchObject({
      status: 400,
      body: { code: 'BAD_PAYLOAD', path: 'since' },
    });
    expect(await ledger(server, '?since=2026-11-02T00:00:00Z&until=2026-11-01T00:00:00Z')).toMatchObject({
      status: 400,
      body: { code: 'BAD_PAYLOAD', path: 'since' },
    });
    expect(await ledger(server, '?siteId=other')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', path: 'siteId' } });
    expect(await ledger(server, '?days=7')).toMatchObject({ status: 400, body: { code: 'BAD_PAYLOAD', path: 'days' } });
  });
});
