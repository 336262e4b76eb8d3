import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@kefu/protocol';
import type { WriteRequest } from '../../src/ports/commerce-backend.js';
import { DEMO_SITE } from '../../src/config.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';

// The same journeys through the real agent graph (createKefuAgent, offline rules engine): the coordinator routes
// the intent to the runner, and a side question goes back through the graph.
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function shopper(customerId: string, locale: Locale = 'zh-CN') {
  const server = await startTestServer();
  cleanup.push(() => server.close());
  const client = await TestClient.connect(server.url);
  cleanup.push(() => client.close());
  await client.hello({ identity: await identityToken(customerId, { secret: DEMO_SITE.identitySecret }), locale });
  return Object.assign(client, { server });
}

/** One line per rendered event. */
const timeline = (client: TestClient) =>
  client.rendered.map((event) => {
    switch (event.event) {
      case 'message:done':
        return `${event.data.message.role}${event.data.message.role === 'user' ? ` ${event.data.message.text}` : ''}`;
      case 'interrupt:open':
        return `open ${event.data.interrupt.kind} ${event.data.interrupt.workflow?.step}/${event.data.interrupt.workflow?.of}`;
      case 'interrupt:closed':
        return `closed ${event.data.reason}`;
      case 'handoff':
        return `handoff ${event.data.state} ${event.data.reason}`;
    }
  });

const prompts = (client: TestClient) => client.rendered.flatMap((event) => (event.event === 'interrupt:open' ? [event.data.interrupt] : []));
const waitForPrompt = (client: TestClient, count: number) =>
  client.waitUntil(
    `prompt ${count}`,
    (events) => events.filter((event) => event.event === 'interrupt:open').length >= count && events.at(-1)?.event === 'interrupt:open',
  );

describe('workflows through the agent graph', () => {
  it('returns an order end to end and answers a price question on the way', async () => {
    const client = await shopper('c_1001');
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    expect(prompts(client)[0]).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 1, of: 4 } });
    await client.send('X9 多少钱');
    await waitForPrompt(client, 2);
    const answer = client.rendered.filter((event) => event.event === 'message:done' && event.data.message.role === 'assistant').at(-1);
    expect(answer?.event === 'message:done' && `${answer.data.message.text}${JSON.stringify(answer.data.message.parts ?? [])}`).toMatch(/3999|3499/);
    expect(prompts(client)[1]!.expiresAt).toBe(prompts(client)[0]!.expiresAt);
    await client.send('KF10010001');
    await waitForPrompt(client, 3);
    await client.send('质量问题');
    await waitForPrompt(client, 4);
    await client.send('跳过');
    await waitForPrompt(client, 5);
    expect(prompts(client)[4]!.kind).toBe('confirm');
    await client.send('确认');
    await client.waitUntil('the receipt', (events) =>
      events.some((event) => event.event === 'message:done' && event.data.message.parts?.some((part) => part.type === 'receipt')),
    );
  });

  it('refuses a return of an order delivered more than 7 days ago', async () => {
    const client = await shopper('c_1001');
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    await client.send('KF10010002');
    await client.waitUntil(
      'the refusal',
      (events) => events.at(-1)?.event === 'message:done' && events.at(-1)?.data.seq !== undefined && client.texts.at(-1)!.includes('7 天'),
    );
    const hello = await client.hello({ identity: await identityToken('c_1001', { secret: DEMO_SITE.identitySecret }) });
    expect(hello.ok).toBe(true);
    expect(hello.ok && hello.pendingInterrupt).toBeUndefined();
  });

  it.each([
    ['可以转人工吗？', 'requested'],
    ['这什么垃圾服务，我要投诉！', 'angry'],
  ])('hands off on "%s" at an open prompt, keeping the prompt open (not asked again) for the agent or the form', async (text, reason) => {
    const client = await shopper('c_1001');
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    await client.send('KF10010001');
    await waitForPrompt(client, 2);
    const prompt = prompts(client)[1]!;
    await client.send(text);
    await client.waitUntil('the handoff', (events) => events.some((event) => event.event === 'handoff'));
    await client.waitUntil('the no-agents note', (events) => {
      const last = events.at(-1);
      return last?.event === 'message:done' && last.data.message.role === 'system';
    });
    // While a human has the thread, a typed answer reaches the human, not the workflow.
    await client.send('质量问题');
    const again = await TestClient.connect(client.server.url);
    cleanup.push(() => again.close());
    again.threadId = client.threadId;
    again.resumeToken = client.resumeToken;
    const hello = await again.hello({ identity: await identityToken('c_1001', { secret: DEMO_SITE.identitySecret }) });
    expect(hello.ok && hello.pendingInterrupt?.interruptId).toBe(prompt.interruptId);
    // The prompt's own form still answers it, and the workflow goes on.
    expect(await client.request('interrupt:reply', { interruptId: prompt.interruptId, action: 'answer', value: 'quality' })).toEqual({ ok: true });
    await waitForPrompt(client, 3);
    expect(timeline(client)).toEqual([
      'user 我要退货',
      'open choice 1/4',
      'user KF10010001',
      'closed answered',
      'open choice 2/4',
      `user ${text}`,
      'assistant',
      `handoff no_agents ${reason}`,
      'system',
      'user 质量问题',
      'closed answered',
      'open upload 3/4',
    ]);
  });

  it('exchanges in English end to end: catalog names in English in every prompt and the receipt, the shop’s own variant submitted', async () => {
    const client = await shopper('c_1001', 'en');
    const { commerce } = client.server.dependencies;
    const submitted: WriteRequest[] = [];
    const submit = commerce!.submit.bind(commerce);
    commerce!.submit = async (request) => {
      submitted.push(request);
      return submit(request);
    };
    const hasHan = (value: unknown) => /\p{Script=Han}/u.test(JSON.stringify(value));

    await client.send('I want to exchange my phone');
    await waitForPrompt(client, 1);
    await client.send('KF10010001');
    await waitForPrompt(client, 2);
    expect(prompts(client)[1]).toMatchObject({ kind: 'choice', prompt: 'Order KF10010001 can be exchanged. Why do you want to exchange it?' });
    await client.send('Wrong colour');
    await waitForPrompt(client, 3);
    expect(prompts(client)[2]).toMatchObject({ kind: 'upload', skippable: true, workflow: { step: 3, of: 5 } });
    await client.send('https://img.example/wrong-colour.jpg');
    await waitForPrompt(client, 4);
    const colours = prompts(client)[3]!;
    expect(colours.options).toEqual([
      { value: 'same', label: 'A new one of the same (Find X9 Titanium Grey / 12GB)' },
      { value: 'variant:find-x9-16gb-titanium-grey', label: 'Find X9 Titanium Grey / 16GB' },
      { value: 'variant:find-x9-12gb-frost-white', label: 'Find X9 Frost White / 12GB' },
      { value: 'variant:find-x9-12gb-space-black', label: 'Find X9 Space Black / 12GB' },
      { value: 'variant:find-x9-16gb-frost-white', label: 'Find X9 Frost White / 16GB' },
      { value: 'variant:find-x9-16gb-space-black', label: 'Find X9 Space Black / 16GB' },
    ]);
    await client.send('Frost White / 12GB please');
    await waitForPrompt(client, 5);
    const confirm = prompts(client)[4]!;
    expect(confirm.summary).toEqual([
      { label: 'Order', value: 'KF10010001' },
      { label: 'Items', value: 'Find X9 (Titanium Grey / 12GB) × 1' },
      { label: 'Reason', value: 'Wrong size, colour or version' },
      { label: 'Exchange for', value: 'Find X9 Frost White / 12GB' },
      { label: 'Photos', value: '1 photo(s)' },
      // Which of size, colour or version, in the shopper's words.
      { label: 'Note', value: 'Wrong colour' },
    ]);
    expect(hasHan(prompts(client).map(({ prompt, options, summary }) => ({ prompt, labels: options?.map((option) => option.label), summary })))).toBe(false);
    await client.send('confirm');
    await client.waitUntil('the receipt', (events) =>
      events.some((event) => event.event === 'message:done' && event.data.message.parts?.some((part) => part.type === 'receipt')),
    );

    expect(submitted).toEqual([
      expect.objectContaining({
        kind: 'exchange',
        orderId: 'KF10010001',
        details: { reason: 'color', exchangeFor: 'variant:find-x9-12gb-frost-white', photos: ['https://img.example/wrong-colour.jpg'], note: 'Wrong colour' },
      }),
    ]);
    const receipt = client.rendered
      .flatMap((event) => (event.event === 'message:done' ? (event.data.message.parts ?? []) : []))
      .find((part) => part.type === 'receipt');
    if (receipt?.type !== 'receipt') throw new Error('expected a receipt');
    expect(receipt.fields).toContainEqual({ label: 'Exchange for', value: 'Find X9 Frost White / 12GB' });
    expect(receipt.fields).toContainEqual({ label: 'Photos', value: '1 photo(s)' });
    expect(hasHan(receipt)).toBe(false);
  });

  it('speaks English to a shopper who writes English on a Chinese widget', async () => {
    const client = await shopper('c_1001');
    await client.send('I want to return my order KF10010001');
    await waitForPrompt(client, 1);
    expect(prompts(client)[0]).toMatchObject({
      prompt: 'Order KF10010001 can be returned. Why are you returning it?',
      workflow: { title: 'Return', step: 2 },
      options: expect.arrayContaining([{ value: 'quality', label: 'Faulty' }]),
    });
  });
});
