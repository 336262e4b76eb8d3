import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, ThreadEvent } from '@kefu/protocol';
import { serviceAvailable, startMeilisearch, type MeilisearchService } from '@kefu/testing';
import { createMeilisearchIndex } from '../../src/adapters/meilisearch/index.js';
import { createKnowledgeService } from '../../src/knowledge/index.js';
import type { Agent, AgentDependencies } from '../../src/ports/agent.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { article } from './knowledge-index-contract.js';
import { manualClock } from './support.js';

/** The assistant's reply to the message just sent. */
async function reply(client: TestClient, text: string): Promise<Message> {
  const before = client.rendered.length;
  const ack = await client.send(text);
  expect(ack).toMatchObject({ ok: true });
  const answered = (events: ThreadEvent[]) =>
    events.slice(before).find((event) => (event.event === 'message:done' && event.data.message.role === 'assistant') || event.event === 'handoff');
  await client.waitUntil(`a reply to "${text}"`, (events) => answered(events) !== undefined);
  await client.waitUntil('the reply message', (events) => events.slice(before).some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'));
  const done = client.rendered.slice(before).find((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
  return (done as Extract<ThreadEvent, { event: 'message:done' }>).data.message;
}

const sourceIds = (message: Message) => (message.parts ?? []).flatMap((part) => (part.type === 'knowledge_source' ? [part.articleId] : []));

/**
 * The agent's knowledge route reduced to its core: every turn goes to the knowledge service, a
 * `no_match` offers a human. (The full agent graph's routing is tested by its owner.)
 */
function knowledgeOnlyAgent(dependencies: AgentDependencies): Agent {
  const knowledge = createKnowledgeService(dependencies);
  return {
    async runTurn(request, output) {
      const answer = await (await knowledge).answer({
        question: request.messages.map((message) => message.text).join('\n'),
        siteId: request.siteId,
        locale: request.locale,
        signal: request.signal,
      });
      if (answer.status === 'no_match') {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '这个问题我需要请人工客服来回答。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'knowledge_miss' });
        return;
      }
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: answer.text, parts: answer.sources } });
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

describe.runIf(serviceAvailable('meilisearch'))('knowledge answers over a real socket (Meilisearch, kill and restart)', () => {
  let meili: MeilisearchService;
  let server: KefuServer & { url: string };
  let client: TestClient;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    meili = await startMeilisearch();
    server = await startTestServer({ env: { MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey }, clock, agent: knowledgeOnlyAgent });
    client = await TestClient.connect(server.url);
    await client.hello();
  });
  afterAll(async () => {
    client?.close();
    await server?.close();
    await meili?.stop();
  });

  it('answers "七天无理由退货怎么算" with the 7-day rule and its source', async () => {
    const message = await reply(client, '七天无理由退货怎么算');
    expect(message.text).toContain('7 天');
    expect(sourceIds(message)).toContain('returns-7-day');
  });

  it('answers "发票怎么开" from the invoice article', async () => {
    const message = await reply(client, '发票怎么开');
    expect(sourceIds(message)[0]).toBe('invoice-types');
  });

  it('answers an English question from the English articles', async () => {
    const message = await reply(client, 'How do I get a company invoice with our tax ID?');
    expect(sourceIds(message)[0]).toBe('invoice-types-en');
    expect(message.text).toMatch(/invoice/i);
  });

  it('offers a human for a question the base cannot answer', async () => {
    const before = client.rendered.length;
    const message = await reply(client, '你们老板喜欢什么颜色的猫');
    expect(sourceIds(message)).toEqual([]);
    expect(message.text).toContain('人工');
    await client.waitUntil('the handoff', (events) => events.slice(before).some((event) => event.event === 'handoff' && event.data.reason === 'knowledge_miss'));
  });

  it('still answers while Meilisearch is down, and goes back to Meilisearch when it returns', async () => {
    // A new conversation: the previous one was handed to a human, and the assistant stays quiet there.
    const shopper = await TestClient.connect(server.url);
    await shopper.hello();
    await meili.kill();
    const down = await reply(shopper, '国补怎么领');
    expect(sourceIds(down)).toContain('national-subsidy');

    await meili.restart();
    // An article only Meilisearch has: finding it proves the query went there.
    await createMeilisearchIndex({ url: meili.url, apiKey: meili.masterKey }).put(
      article({ id: 'gift-wrap', title: '礼品包装服务', body: '下单时勾选礼品包装，我们会用礼盒包装并附上贺卡，礼品包装不收取费用。' }),
    );
    clock.advance(10_000);
    const back = await reply(shopper, '礼品包装怎么选');
    expect(sourceIds(back)).toContain('gift-wrap');
    shopper.close();
  });
});
