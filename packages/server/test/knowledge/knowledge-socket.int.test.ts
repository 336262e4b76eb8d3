import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, ThreadEvent } from '@kefu/protocol';
import { serviceAvailable, startMeilisearch, type MeilisearchService } from '@kefu/testing';
import { createKefuAgent } from '../../src/agent/index.js';
import { createKnowledgeService } from '../../src/knowledge/index.js';
import type { KnowledgeAnswer, KnowledgeQuestion } from '../../src/ports/knowledge.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { manualClock } from './support.js';

/** The assistant's reply to the message just sent. */
async function reply(client: TestClient, text: string): Promise<Message> {
  const before = client.rendered.length;
  const ack = await client.send(text);
  expect(ack).toMatchObject({ ok: true });
  const answered = (events: ThreadEvent[]) =>
    events.slice(before).find((event) => (event.event === 'message:done' && event.data.message.role === 'assistant') || event.event === 'handoff');
  await client.waitUntil(`a reply to "${text}"`, (events) => answered(events) !== undefined);
  await client.waitUntil('the reply message', (events) =>
    events.slice(before).some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'),
  );
  const done = client.rendered.slice(before).find((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
  return (done as Extract<ThreadEvent, { event: 'message:done' }>).data.message;
}

const sourceIds = (message: Message) => (message.parts ?? []).flatMap((part) => (part.type === 'knowledge_source' ? [part.articleId] : []));

// The real agent graph (createKefuServer's default agent, offline rules engine, no model): the
// coordinator routes each question, and the knowledge route answers from Meilisearch or its fallback.
describe.runIf(serviceAvailable('meilisearch'))('knowledge answers over a real socket, through the real agent graph (Meilisearch, kill and restart)', () => {
  let meili: MeilisearchService;
  let server: KefuServer & { url: string };
  let client: TestClient;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    meili = await startMeilisearch();
    server = await startTestServer({ env: { MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey }, clock });
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
    expect(message.text).toContain('根据帮助文章《七天无理由退货规则》');
    expect(message.text).toContain('签收次日起 7 天内');
    expect(message.text).toContain('• 商品完好');
    expect(sourceIds(message)).toEqual(['returns-7-day']);
  });

  it('answers "发票怎么开" from the invoice article', async () => {
    const message = await reply(client, '发票怎么开');
    expect(sourceIds(message)[0]).toBe('invoice-types');
    expect(message.text).toContain('怎么开发票：\n1. 下单时在「发票信息」中选择发票类型并填写抬头；');
  });

  it('answers an English question from the English articles, in English', async () => {
    const message = await reply(client, 'How long is the warranty?');
    expect(sourceIds(message)).toEqual(['warranty-policy-en']);
    expect(message.text).toContain('From our help article “Warranty policy”:');
    expect(message.text).toContain('Warranty: 12 months');
  });

  it('offers a human for a question the base cannot answer, and hands over when the shopper accepts', async () => {
    const shopper = await TestClient.connect(server.url);
    await shopper.hello();
    const offer = await reply(shopper, '你们老板喜欢什么颜色的猫');
    expect(sourceIds(offer)).toEqual([]);
    expect(offer.text).toContain('转人工');
    // Only offered: no handoff until the shopper says so.
    expect(shopper.rendered.some((event) => event.event === 'handoff')).toBe(false);

    const before = shopper.rendered.length;
    const accepted = await reply(shopper, '转人工');
    expect(accepted.text).toContain('人工客服');
    await shopper.waitUntil('the handoff', (events) => events.slice(before).some((event) => event.event === 'handoff' && event.data.reason === 'requested'));
    shopper.close();
  });

  it('still answers while Meilisearch is down, and goes back to Meilisearch when it returns', async () => {
    // The same agent graph createKefuServer builds by default, with its knowledge service observed so
    // the test can tell which index each answer came from.
    const answers: KnowledgeAnswer[] = [];
    const observed = await startTestServer({
      env: { MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey },
      clock,
      agent: async (dependencies) => {
        const knowledge = await createKnowledgeService(dependencies);
        const answer = async (question: KnowledgeQuestion) => {
          const result = await knowledge.answer(question);
          answers.push(result);
          return result;
        };
        return createKefuAgent({ ...dependencies, knowledge: { answer, close: () => knowledge.close() } });
      },
    });
    const shopper = await TestClient.connect(observed.url);
    await shopper.hello();
    await meili.kill();
    const down = await reply(shopper, '手机开不了机怎么办');
    expect(sourceIds(down)).toContain('fault-no-power');
    expect(answers.at(-1)).toMatchObject({ status: 'answered', index: 'embedded' });

    await meili.restart();
    clock.advance(10_000);
    const back = await reply(shopper, '耳机连不上蓝牙');
    expect(sourceIds(back)).toContain('fault-earbuds-pairing');
    expect(answers.at(-1)).toMatchObject({ status: 'answered', index: 'meilisearch' });
    shopper.close();
    await observed.close();
  });
});
