import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, ThreadEvent } from '@kefu/protocol';
import { DEMO_SITE } from '../../src/config.js';
import { mintIdentityToken } from '../../src/demo-api/index.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';

type Done = Extract<ThreadEvent, { event: 'message:done' }>;
type Opened = Extract<ThreadEvent, { event: 'interrupt:open' }>;

/** Sends a message and waits for the first assistant message or prompt after it. */
async function ask(client: TestClient, text: string): Promise<ThreadEvent[]> {
  const before = client.rendered.length;
  expect(await client.send(text)).toMatchObject({ ok: true });
  const answered = (events: ThreadEvent[]) =>
    events.slice(before).some((event) => (event.event === 'message:done' && event.data.message.role === 'assistant') || event.event === 'interrupt:open');
  await client.waitUntil(`an answer to "${text}"`, answered);
  return client.rendered.slice(before);
}

const assistantMessages = (events: ThreadEvent[]): Message[] =>
  events.filter((event): event is Done => event.event === 'message:done' && event.data.message.role === 'assistant').map((event) => event.data.message);
const sources = (events: ThreadEvent[]) =>
  assistantMessages(events).flatMap((message) => (message.parts ?? []).flatMap((part) => (part.type === 'knowledge_source' ? [part.articleId] : [])));
const prompts = (events: ThreadEvent[]) => events.filter((event): event is Opened => event.event === 'interrupt:open').map((event) => event.data.interrupt);

// The real agent graph on embedded defaults: a question about a process is answered from the knowledge
// base, a request to start one starts the workflow with what the shopper already said.
describe('routing between the knowledge base and the workflows, with the real agent graph', () => {
  let server: KefuServer & { url: string };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const shopper = async (customerId?: string) => {
    const client = await TestClient.connect(server.url);
    await client.hello(customerId ? { identity: await mintIdentityToken(DEMO_SITE.identitySecret, { customerId }) } : {});
    return client;
  };

  it.each([
    ['七天无理由退货怎么算', 'returns-7-day'],
    ['发票怎么开', 'invoice-types'],
    ['退货运费谁承担？', 'returns-7-day'],
  ])('answers "%s" from the knowledge base with its source, opening no prompt', async (question, article) => {
    const client = await shopper();
    const events = await ask(client, question);
    expect(prompts(events)).toEqual([]);
    expect(sources(events)).toContain(article);
    client.close();
  });

  it('answers an English policy question from the English articles', async () => {
    const client = await shopper();
    const events = await ask(client, 'How does the 7-day no-reason return work?');
    expect(prompts(events)).toEqual([]);
    expect(sources(events).some((id) => id.endsWith('-en'))).toBe(true);
    client.close();
  });

  it('starts a return with the order named in the same message, without asking for it again', async () => {
    const client = await shopper('c_1001');
    const events = await ask(client, '我要退货，订单号 KF10010001');
    const [first] = prompts(events);
    expect(first?.workflow?.name).toBe('return');
    expect(first?.kind).not.toBe('text');
    expect(first?.prompt).toContain('KF10010001');
    client.close();
  });

  it('still starts the workflow for a plain request', async () => {
    const client = await shopper('c_1001');
    const [first] = prompts(await ask(client, '我要退货'));
    expect(first?.workflow?.name).toBe('return');
    client.close();
  });
});
