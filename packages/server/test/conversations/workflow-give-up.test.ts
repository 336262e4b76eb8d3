import { afterEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../gateway/support/test-client.js';
import { assistantTexts, openPrompt, openTab, say, serveKefu, timeline } from './support/workflow-conversation.js';

// Issue 17 item 4, demo shop, signed in, rules path over a real socket: giving a prompt up in words that go on to ask
// something else. Before, "never mind, just tell me when my Pad 3 ships" at the return-or-exchange question was refused
// ("Please choose to give up the return or to continue it") twice, and "算了，我的平板什么时候发货" at the return reason
// cancelled the return and dropped the question. Now the prompt closes once, as cancelled, and the question is answered.
// KF10010004 is c_1001's paid, unshipped Pad 3 (shops/demo/orders.json); "公司" at the invoice type picks the company one.
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function tab(locale: 'zh-CN' | 'en'): Promise<TestClient> {
  const kefu = await serveKefu();
  cleanup.push(() => kefu.server.close());
  const client = await openTab(kefu.server.url, { customerId: 'c_1001', locale });
  cleanup.push(() => client.close());
  return client;
}

async function sayAndWaitFor(client: TestClient, text: string, answer: RegExp) {
  const from = client.rendered.length;
  const ack = await client.send(text);
  if (!ack.ok) throw new Error(ack.error.message);
  await client.waitUntil(`an answer matching ${answer}`, () => assistantTexts(client.rendered.slice(from)).some((said) => answer.test(said)));
  return client.rendered.slice(from + 1);
}

describe('giving a prompt up and asking something else (signed in, rules path)', () => {
  // An exchange of the item instead is made at once (switch-at-once.test.ts); an invoice instead is still asked.
  it('en: at "give up the return for an invoice?", "never mind, just tell me when my Pad 3 ships"', async () => {
    const client = await tab('en');
    await say(client, 'I want to return something', 'prompt');
    await say(client, 'KF10010001', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await say(client, 'actually can I get an invoice instead?', 'prompt');
    expect(openPrompt(client).options?.map((option) => option.value)).toEqual(['switch', 'stay']);
    const events = await sayAndWaitFor(client, 'never mind, just tell me when my Pad 3 ships', /KF10010004/);
    expect(timeline(events).filter((step) => step.startsWith('closed') || step.startsWith('open'))).toEqual(['closed cancelled']);
    const said = assistantTexts(events);
    expect(said[0]).toMatch(/return request has been cancelled/);
    expect(said.at(-1)).toMatch(/^Order KF10010004 \(Pad 3\) is paid and waiting to ship/);
  });

  it('zh-CN: at the return reason, "算了，我的平板什么时候发货"; "算了，不退了" alone only cancels', async () => {
    const client = await tab('zh-CN');
    await say(client, '我要退货', 'prompt');
    await say(client, 'KF10010001', 'prompt');
    const events = await sayAndWaitFor(client, '算了，我的平板什么时候发货', /KF10010004/);
    expect(timeline(events).filter((step) => step.startsWith('closed'))).toEqual(['closed cancelled']);
    expect(assistantTexts(events).at(-1)).toMatch(/^订单 KF10010004（Pad 3）已付款，正在等待发货/);
    // Right after that lookup about the tablet, "我要退货" alone is about the tablet (exchange-size.test.ts): the
    // return of another order names it.
    await say(client, '我要退货，订单KF10010001', 'prompt');
    const only = await say(client, '算了，不退了', 'reply');
    expect(assistantTexts(only)).toEqual(['好的，已为您取消本次退货申请。还有什么可以帮您？']);
  });

  it('zh-CN: "公司" at the invoice type is the company invoice', async () => {
    const client = await tab('zh-CN');
    await say(client, '我要开发票', 'prompt');
    await say(client, 'KF10010001', 'prompt');
    await say(client, '公司', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'form', workflow: { name: 'invoice', step: 3 } });
    expect(openPrompt(client).prompt).toContain('企业普票');
  });
});
