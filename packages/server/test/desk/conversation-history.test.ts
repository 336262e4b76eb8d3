import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { createManualClock, type ManualClock } from '../../src/timers/manual-clock.js';
import type { Agent } from '../../src/ports/agent.js';
import { TestClient } from '../gateway/support/test-client.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { AGENTS, waitForHandoff } from '../handoff/support/handoff-fixtures.js';

const SITES = [
  { siteKey: 'demo', siteId: 'demo', origins: ['http://localhost:*'], identitySecret: 'demo-identity-secret-0123456789' },
  { siteKey: 'other', siteId: 'other', origins: ['http://localhost:*'], identitySecret: 'other-identity-secret-0123456789' },
];
// Wei serves only the other site: the demo site's conversations are not his to list.
const SCOPED_AGENTS = [AGENTS[0], { ...AGENTS[1], sites: ['other'] }];
const START = Date.parse('2026-11-20T08:00:00Z');
const MINUTE = 60_000;

/** Hands off on "转人工", hands off as a knowledge miss on "保修卡", answers "AI: <text>" otherwise. */
function historyAgent(): Agent & { releaseHumanMode(threadId: string): Promise<void> } {
  return {
    async releaseHumanMode() {},
    async runTurn(request, output) {
      const text = request.messages.map((message) => message.text).join(' ');
      if (text.includes('转人工')) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '正在为您转接人工客服，请稍候。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'requested' });
      } else if (text.includes('保修卡')) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '抱歉，我没有找到相关说明。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'knowledge_miss' });
      } else {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: `AI: ${text}` } });
      }
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

/** A history row as the endpoint returns it. */
interface Row {
  threadId: string;
  outcome: string;
  handoffReasons: string[];
  handedBack: boolean;
  preview: string;
  match?: { role: string; snippet: string };
}

const backends: Array<[string]> = [['memory'], ...(serviceAvailable('redis') ? [['redis'] as [string]] : [])];

describe.each(backends)('conversation history and search for agents (%s)', (backend) => {
  let redis: RedisService | undefined;
  beforeAll(async () => {
    if (backend === 'redis') redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    await redis?.stop();
  });
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function start(clock: ManualClock): Promise<KefuServer & { url: string }> {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      KEFU_SITES: JSON.stringify(SITES),
      KEFU_AGENTS: JSON.stringify(SCOPED_AGENTS),
      ...(redis ? { REDIS_URL: redis.url } : {}),
    });
    const server = await createKefuServer({
      config,
      logger: createLogger('silent'),
      agent: historyAgent(),
      clock,
      integration: { scheduler: createManualClock() },
    });
    await server.listen();
    cleanup.push(() => server.close());
    return server as KefuServer & { url: string };
  }
  async function shopper(server: { url: string }, siteKey = 'demo'): Promise<TestClient> {
    const client = await TestClient.connect(server.url);
    cleanup.push(() => client.close());
    await client.hello({ siteKey });
    return client;
  }
  const replies = (client: TestClient, count: number) =>
    client.waitUntil(
      `${count} replies`,
      (events) => events.filter((event) => event.event === 'message:done' && event.data.message.role !== 'user').length >= count,
    );
  async function history(server: { url: string }, query: string, token: string = AGENTS[0].token) {
    const response = await fetch(`${server.url}/api/console/conversations${query}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as { conversations: Row[]; nextCursor: string | null; code?: string; path?: string } };
  }

  it('lists past conversations with their outcome and reasons, filters them, searches masked words, and pages', async () => {
    const clock = createManualClock(START);
    const server = await start(clock);
    const agent = await ConsoleClient.connect(server.url, AGENTS[0].token);
    cleanup.push(() => agent.close());

    // 1. The assistant answers; the shopper's phone number is in their message.
    const answered = await shopper(server);
    await answered.send('耳机左边没声音了，我手机 13812345678');
    await replies(answered, 1);
    clock.set(clock.now() + 10_000); // within the agent's presence, which the manual clock does not renew
    // 2. Handed off on request, answered by Lin, handed back.
    const handed = await shopper(server);
    await handed.send('转人工');
    await waitForHandoff(handed, 'queued');
    const claimed = await agent.request('thread:claim', { threadId: handed.threadId });
    expect(claimed.ok).toBe(true);
    await agent.request('thread:reply', { threadId: handed.threadId, clientMsgId: crypto.randomUUID(), text: '您好，换货单已经为您登记好了' });
    await agent.request('thread:release', { threadId: handed.threadId });
    await waitForHandoff(handed, 'released');
    clock.set(clock.now() + 10_000); // within the agent's presence, which the manual clock does not renew
    // 3. A knowledge miss nobody answered.
    const missed = await shopper(server);
    await missed.send('保修卡丢了怎么办');
    await waitForHandoff(missed, 'queued');
    // 4. Opened and never written in; 5. another site's conversation.
    await shopper(server);
    clock.set(clock.now() + 10_000);
    const elsewhere = await shopper(server, 'other');
    await elsewhere.send('耳机什么时候发货');
    await replies(elsewhere, 1);
    clock.set(clock.now() + 31 * MINUTE);

    const all = await history(server, '');
    expect(all.status).toBe(200);
    expect(all.body.conversations.map((row: Row) => [row.threadId, row.outcome, row.handoffReasons, row.handedBack])).toEqual([
      [elsewhere.threadId, 'assistant', [], false],
      [missed.threadId, 'abandoned', ['knowledge_miss'], false],
      [handed.threadId, 'human', ['requested'], true],
      [answered.threadId, 'assistant', [], false],
    ]);
    expect(all.body.conversations.at(-1)?.preview).toBe('耳机左边没声音了，我手机 138********');
    expect(all.body.nextCursor).toBeNull();

    const ids = async (query: string, token?: string) => (await history(server, query, token)).body.conversations.map((row: Row) => row.threadId);
    expect(await ids('?outcome=human')).toEqual([handed.threadId]);
    expect(await ids('?reason=knowledge_miss')).toEqual([missed.threadId]);
    expect(await ids('?handedBack=true')).toEqual([handed.threadId]);
    expect(await ids('?siteId=demo&outcome=assistant')).toEqual([answered.threadId]);
    expect(await ids(`?until=${new Date(START + 5_000).toISOString()}`)).toEqual([answered.threadId]);
    expect(await ids(`?since=${new Date(START + 15_000).toISOString()}&siteId=demo`)).toEqual([missed.threadId]);
    // Another agent's scope: only the other site.
    expect(await ids('', AGENTS[1].token)).toEqual([elsewhere.threadId]);
    expect((await history(server, '?siteId=demo', AGENTS[1].token)).status).toBe(404);

    // Full text over the shopper's and the agent's words, width and case aside; the snippet is masked.
    const found = await history(server, '?q=' + encodeURIComponent('没声音'));
    expect(found.body.conversations.map((row: Row) => row.threadId)).toEqual([answered.threadId]);
    expect(found.body.conversations[0]?.match).toMatchObject({ role: 'user', snippet: '耳机左边没声音了，我手机 138********' });
    expect(await ids('?q=' + encodeURIComponent('换货单 登记'))).toEqual([handed.threadId]);
    expect(await ids('?q=' + encodeURIComponent('耳机') + '&siteId=demo')).toEqual([answered.threadId]);
    // Personal data is not findable: the clear number is nowhere the console can see.
    expect(await ids('?q=13812345678')).toEqual([]);
    expect(await ids('?q=' + encodeURIComponent('12345678'))).toEqual([]);
    // The assistant's words are not the shopper's or an agent's.
    expect(await ids('?q=' + encodeURIComponent('转接人工客服'))).toEqual([]);

    // Pages of two, each cursor going on where the last stopped.
    const first = await history(server, '?limit=2');
    expect(first.body.conversations).toHaveLength(2);
    const second = await history(server, `?limit=2&cursor=${first.body.nextCursor}`);
    expect([...first.body.conversations, ...second.body.conversations].map((row: Row) => row.threadId)).toEqual(
      all.body.conversations.map((row: Row) => row.threadId),
    );
  });

  it('refuses a missing token and names the bad parameter', async () => {
    const server = await start(createManualClock(START));
    const anonymous = await fetch(`${server.url}/api/console/conversations`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
    for (const [query, path] of [
      ['?outcome=solved', 'outcome'],
      ['?reason=bored', 'reason'],
      ['?since=yesterday', 'since'],
      ['?limit=500', 'limit'],
      ['?cursor=nope', 'cursor'],
      ['?color=red', 'color'],
      ['?q=a&q=b', 'q'],
      [`?since=${new Date(START).toISOString()}&until=${new Date(START - 1).toISOString()}`, 'since'],
    ]) {
      const { status, body } = await history(server, query!);
      expect({ query, status, code: body.code, path: body.path }).toEqual({ query, status: 400, code: 'BAD_PAYLOAD', path });
    }
  });
});
