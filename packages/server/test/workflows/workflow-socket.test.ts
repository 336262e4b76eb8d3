import { afterEach, describe, expect, it } from 'vitest';
import type { ThreadEvent } from '@kefu/protocol';
import { DEMO_SITE } from '../../src/config.js';
import { createManualClock } from '../../src/timers/manual-clock.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { workflowTestAgent } from './workflow-test-agent.js';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** One line per rendered event, for exact sequence assertions. */
function timeline(events: ThreadEvent[]): string[] {
  return events.map((event) => {
    switch (event.event) {
      case 'message:done': {
        const { message } = event.data;
        return `${message.role}${message.role === 'user' ? ` ${message.text}` : ''}${message.parts?.length ? ` +${message.parts.map((part) => part.type).join(',')}` : ''}`;
      }
      case 'interrupt:open': {
        const { interrupt } = event.data;
        return `open ${interrupt.kind} ${interrupt.workflow?.step}/${interrupt.workflow?.of}${interrupt.error ? ' error' : ''}`;
      }
      case 'interrupt:closed':
        return `closed ${event.data.reason}`;
      case 'handoff':
        return `handoff ${event.data.reason}`;
    }
  });
}

async function serve() {
  const clock = createManualClock(Date.now());
  // The server's own prompt expiry, on the manual clock: it polls only when a test advances time.
  const server = await startTestServer({ clock, interruptExpiry: { scheduler: clock }, agent: (deps) => workflowTestAgent(deps) });
  cleanup.push(() => server.close());
  return { server, clock };
}

async function shopper(url: string, customerId?: string) {
  const client = await TestClient.connect(url);
  cleanup.push(() => client.close());
  const identity = customerId ? await identityToken(customerId, { secret: DEMO_SITE.identitySecret }) : undefined;
  const ack = await client.hello(identity ? { identity } : {});
  expect(ack.ok).toBe(true);
  return client;
}

const openPrompt = (client: TestClient) => {
  const open = client.rendered.findLast((event) => event.event === 'interrupt:open');
  if (open?.event !== 'interrupt:open') throw new Error('no prompt');
  return open.data.interrupt;
};

/** Waits until `count` prompts have been opened and the newest is still open. */
const waitForPrompt = (client: TestClient, count: number) =>
  client.waitUntil(
    `prompt ${count}`,
    (events) => events.filter((event) => event.event === 'interrupt:open').length >= count && events.at(-1)?.event === 'interrupt:open',
  );

const waitForAssistant = (client: TestClient, count: number) =>
  client.waitUntil(
    `${count} assistant messages`,
    (events) => events.filter((event) => event.event === 'message:done' && event.data.message.role === 'assistant').length >= count,
  );

describe('workflows over the socket', () => {
  it('completes a return: 我要退货 → order id → reason → photos (skip) → confirm → receipt', async () => {
    const { server } = await serve();
    const client = await shopper(server.url, 'c_1001');
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    await client.send('KF10010001');
    await waitForPrompt(client, 2);
    expect(openPrompt(client)).toMatchObject({ kind: 'choice', workflow: { name: 'return', title: '退货', step: 2, of: 4 } });
    expect(await client.request('interrupt:reply', { interruptId: openPrompt(client).interruptId, action: 'answer', value: 'quality' })).toEqual({ ok: true });
    await waitForPrompt(client, 3);
    expect(openPrompt(client)).toMatchObject({ kind: 'upload', skippable: true });
    await client.request('interrupt:reply', { interruptId: openPrompt(client).interruptId, action: 'skip' });
    await waitForPrompt(client, 4);
    const confirm = openPrompt(client);
    expect(confirm.summary).toContainEqual({ label: '原因', value: '质量问题' });
    await client.request('interrupt:reply', { interruptId: confirm.interruptId, action: 'approve' });
    await waitForAssistant(client, 1);

    expect(timeline(client.rendered)).toEqual([
      'user 我要退货',
      'open choice 1/4',
      'user KF10010001',
      'closed answered',
      'open choice 2/4',
      'closed answered',
      'open upload 3/4',
      'closed answered',
      'open confirm 4/4',
      'closed answered',
      'assistant +receipt',
    ]);
    const done = client.rendered.at(-1)!;
    const receipt = done.event === 'message:done' ? done.data.message.parts?.[0] : undefined;
    expect(receipt).toMatchObject({ type: 'receipt', kind: 'return', receiptId: expect.stringMatching(/^R\d+$/) });
    expect(receipt?.type === 'receipt' && receipt.fields.some((field) => field.label === '寄回地址')).toBe(true);
    expect(receipt?.type === 'receipt' && receipt.instructions?.length).toBeGreaterThan(0);
    // A second answer to the closed confirmation is refused by the gateway.
    expect(await client.request('interrupt:reply', { interruptId: confirm.interruptId, action: 'approve' })).toMatchObject({
      ok: false,
      error: { code: 'INTERRUPT_CLOSED' },
    });
  });

  it('re-asks a 企业专票 without its tax id, then issues the invoice', async () => {
    const { server } = await serve();
    const client = await shopper(server.url, 'c_1001');
    await client.send('我要开发票');
    await waitForPrompt(client, 1);
    await client.send('KF10010001');
    await waitForPrompt(client, 2);
    await client.request('interrupt:reply', { interruptId: openPrompt(client).interruptId, action: 'answer', value: 'special' });
    await waitForPrompt(client, 3);
    await client.request('interrupt:reply', { interruptId: openPrompt(client).interruptId, action: 'submit', values: { title: '上海某某科技有限公司' } });
    await waitForPrompt(client, 4);
    expect(openPrompt(client)).toMatchObject({ kind: 'form', error: '企业专票必须填写税号。', workflow: { step: 3 } });
    await client.request('interrupt:reply', {
      interruptId: openPrompt(client).interruptId,
      action: 'submit',
      values: { title: '上海某某科技有限公司', taxId: '91310000MA1K4XXX1Y' },
    });
    await waitForPrompt(client, 5);
    await client.send('确认');
    await waitForAssistant(client, 1);
    expect(timeline(client.rendered)).toEqual([
      'user 我要开发票',
      'open choice 1/4',
      'user KF10010001',
      'closed answered',
      'open choice 2/4',
      'closed answered',
      'open form 3/4',
      'closed answered',
      'open form 3/4 error',
      'closed answered',
      'open confirm 4/4',
      'user 确认',
      'closed answered',
      'assistant +receipt',
    ]);
  });

  it('answers a side question and shows the same prompt again with its original deadline', async () => {
    const { server } = await serve();
    const client = await shopper(server.url, 'c_1001');
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    const first = openPrompt(client);
    await client.send('X9 多少钱');
    await waitForPrompt(client, 2);
    // The graph's normal path answers it (the price card), then the workflow node asks the prompt again.
    expect(timeline(client.rendered)).toEqual(['user 我要退货', 'open choice 1/4', 'user X9 多少钱', 'assistant +price', 'closed answered', 'open choice 1/4']);
    const again = openPrompt(client);
    expect(again.interruptId).not.toBe(first.interruptId);
    expect(again.expiresAt).toBe(first.expiresAt);
    const reload = await TestClient.connect(server.url);
    cleanup.push(() => reload.close());
    reload.threadId = client.threadId;
    reload.resumeToken = client.resumeToken;
    const hello = await reload.hello({ identity: await identityToken('c_1001', { secret: DEMO_SITE.identitySecret }) });
    expect(hello.ok && hello.pendingInterrupt?.interruptId).toBe(again.interruptId);
  });

  it('ends the workflow on 取消 and on the cancel action', async () => {
    const { server } = await serve();
    const client = await shopper(server.url, 'c_1001');
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    await client.send('KF10010001');
    await waitForPrompt(client, 2);
    await client.send('算了');
    await waitForAssistant(client, 1);
    await client.send('我要退货');
    await waitForPrompt(client, 3);
    await client.request('interrupt:reply', { interruptId: openPrompt(client).interruptId, action: 'cancel' });
    await waitForAssistant(client, 2);
    expect(timeline(client.rendered)).toEqual([
      'user 我要退货',
      'open choice 1/4',
      'user KF10010001',
      'closed answered',
      'open choice 2/4',
      'user 算了',
      'closed cancelled',
      'assistant',
      'user 我要退货',
      'open choice 1/4',
      'closed cancelled',
      'assistant',
    ]);
  });

  it('expires an unanswered prompt at its deadline with a polite message', async () => {
    const { server, clock } = await serve();
    const expiry = server.interruptExpiry!;
    const client = await shopper(server.url, 'c_1001');
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    await expiry.settled();
    await clock.advance(599_000);
    await expiry.poller.tick();
    expect(timeline(client.rendered)).toEqual(['user 我要退货', 'open choice 1/4']);
    await clock.advance(1_000);
    await expiry.poller.tick();
    await waitForAssistant(client, 1);
    expect(timeline(client.rendered)).toEqual(['user 我要退货', 'open choice 1/4', 'closed expired', 'assistant']);
    expect(client.texts.at(-1)).toContain('已自动关闭');
    expect(await client.request('interrupt:reply', { interruptId: openPrompt(client).interruptId, action: 'answer', value: 'KF10010001' })).toMatchObject({
      ok: false,
      error: { code: 'INTERRUPT_CLOSED' },
    });
    await client.send('KF10010001');
    await waitForAssistant(client, 2);
    // No prompt any more: the order id is a turn of its own, answered with the order.
    expect(timeline(client.rendered).slice(-2)).toEqual(['user KF10010001', 'assistant +order']);
  });

  it('lets a prompt be answered once only, also from two tabs at once', async () => {
    const { server } = await serve();
    const a = await shopper(server.url, 'c_1001');
    await a.send('我要退货');
    await waitForPrompt(a, 1);
    await a.send('KF10010001');
    await waitForPrompt(a, 2);
    const b = await TestClient.connect(server.url);
    cleanup.push(() => b.close());
    b.threadId = a.threadId;
    b.resumeToken = a.resumeToken;
    await b.hello({ identity: await identityToken('c_1001', { secret: DEMO_SITE.identitySecret }) });
    const prompt = openPrompt(a);
    const acks = await Promise.all([
      a.request('interrupt:reply', { interruptId: prompt.interruptId, action: 'answer', value: 'quality' }),
      b.request('interrupt:reply', { interruptId: prompt.interruptId, action: 'answer', value: 'other' }),
    ]);
    expect(acks.map((ack) => (ack.ok ? 'ok' : ack.error.code)).sort()).toEqual(['INTERRUPT_CLOSED', 'ok']);
    await waitForPrompt(a, 3);
    await b.waitUntil('the same step on the other tab', (events) => events.at(-1)?.event === 'interrupt:open' && events.at(-1)?.data.seq === a.lastSeq);
    expect(timeline(a.rendered)).toEqual([
      'user 我要退货',
      'open choice 1/4',
      'user KF10010001',
      'closed answered',
      'open choice 2/4',
      'closed answered',
      'open upload 3/4',
    ]);
    expect(b.rendered).toEqual(a.rendered);
  });
});
