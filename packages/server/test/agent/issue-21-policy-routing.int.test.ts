import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadEvent } from '@kefu/protocol';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';

type Done = Extract<ThreadEvent, { event: 'message:done' }>;

/** Sends a message on a fresh thread and returns what followed it up to the first answer or prompt. */
async function ask(url: string, text: string): Promise<ThreadEvent[]> {
  const client = await TestClient.connect(url);
  await client.hello();
  expect(await client.send(text)).toMatchObject({ ok: true });
  const answered = (events: ThreadEvent[]) =>
    events.some((event) => (event.event === 'message:done' && event.data.message.role === 'assistant') || event.event === 'interrupt:open');
  await client.waitUntil(`an answer to "${text}"`, answered);
  client.close();
  return client.rendered;
}

const sources = (events: ThreadEvent[]) =>
  events
    .filter((event): event is Done => event.event === 'message:done' && event.data.message.role === 'assistant')
    .flatMap((event) => (event.data.message.parts ?? []).flatMap((part) => (part.type === 'knowledge_source' ? [part.articleId] : [])));
const prompts = (events: ThreadEvent[]) => events.filter((event) => event.event === 'interrupt:open');

// Issue 21: a question about how the shop works goes to the knowledge base even when it describes the
// shopper's situation; asking for the action itself still starts it.
describe('issue 21 — policy questions reach the knowledge base, requests still start a workflow (real agent graph, no model)', () => {
  let server: KefuServer & { url: string };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['下单后还没发货，可以取消吗', 'order-cancel-modify'],
    ['平板坏了，保修期是多长时间', 'warranty-policy'],
  ])('"%s" is answered from %s, opening no form and asking for no sign-in', async (question, article) => {
    const events = await ask(server.url, question);
    expect(prompts(events)).toEqual([]);
    expect(sources(events)[0]).toBe(article);
  });

  it('"平板坏了，我要报修" still opens the repair form', async () => {
    const events = await ask(server.url, '平板坏了，我要报修');
    expect(sources(events)).toEqual([]);
    expect(prompts(events).length).toBeGreaterThan(0);
  });
});
