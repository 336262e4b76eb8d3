import { afterEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../gateway/support/test-client.js';
import { assistantTexts, LATE_SHOPPER, lastReceipt, openPrompt, openTab, say, serveKefu, timeline, TWO_ITEM_ORDER } from './support/workflow-conversation.js';

// Multi-turn conversations with the real agent on the rules path over a real socket: control at an open prompt
// (switch, cancel, side question) and the signed-in shopper's order and item picks.

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function start(options: Parameters<typeof serveKefu>[0] = {}) {
  const kefu = await serveKefu(options);
  cleanup.push(() => kefu.server.close());
  return kefu;
}

async function tab(url: string, customerId?: string, locale: 'zh-CN' | 'en' = 'zh-CN'): Promise<TestClient> {
  const client = await openTab(url, { ...(customerId ? { customerId } : {}), locale });
  cleanup.push(() => client.close());
  return client;
}

describe('workflow control, zh-CN', () => {
  it('offers a signed-in shopper her returnable orders, most recent first, and none that cannot be returned', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1001');
    await say(client, '我要退货', 'prompt');
    const prompt = openPrompt(client);
    expect(prompt).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 1 } });
    expect(prompt.prompt).toContain('请选择需要退货的订单');
    // KF10010002 is past its 7 days; 0003 is on its way, 0004 unshipped, 0005 cancelled, 0007 unpaid, 0008/0009 refunded.
    expect(prompt.options?.map((option) => option.value)).toEqual([TWO_ITEM_ORDER, 'KF10010001']);
    expect(prompt.options?.[1]?.label).toBe('KF10010001 · Find X9（钛晨灰 / 12GB） × 1');
    expect(prompt.options?.[1]?.description).toMatch(/^\d{4}-\d\d-\d\d · ¥3,999\.00$/);
    await say(client, 'KF10010001', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    expect(openPrompt(client).prompt).toContain('订单 KF10010001 符合退货条件');
  });

  it('"我要换货" at the return reason switches the return to an exchange at once, the order carried over', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1001');
    await say(client, '我要退货', 'prompt');
    await say(client, 'KF10010001', 'prompt');
    // What was told carries over to the exchange (change-of-mind-keeps-answers.test.ts) and the item is known: nothing
    // to ask (switch-at-once.test.ts).
    const switched = await say(client, '我要换货', 'prompt');
    expect(timeline(switched)).toEqual(['closed switched', 'assistant', 'open choice exchange 2/5']);
    expect(assistantTexts(switched)).toEqual(['好的，退货申请已放弃（未提交），现在为您改办换货，刚才填写的信息沿用。']);
    expect(openPrompt(client).prompt).toBe('订单 KF10010001 符合换货条件。请选择换货原因：');
  });

  it('"继续退货" at that question keeps the return at the step it was on', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1001');
    await say(client, '我要退货', 'prompt');
    await say(client, 'KF10010001', 'prompt');
    await say(client, '我要开发票', 'prompt');
    expect(openPrompt(client).prompt).toBe('你的退货申请还没提交，要放弃它改为开发票吗？');
    const kept = await say(client, '继续退货', 'prompt');
    expect(timeline(kept)).toEqual(['closed answered', 'open choice return 2/4']);
    expect(openPrompt(client).prompt).toContain('符合退货条件。请选择退货原因');
  });

  it('"算了，我要开发票" cancels the return and starts the invoice for the same order', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1001');
    await say(client, '我要退货', 'prompt');
    await say(client, 'KF10010001', 'prompt');
    const turn = await say(client, '算了，我要开发票', 'prompt');
    expect(timeline(turn)).toEqual(['closed cancelled', 'assistant', 'open choice invoice 2/4']);
    expect(assistantTexts(turn)[0]).toContain('退货申请已放弃');
    expect(openPrompt(client).prompt).toBe('订单 KF10010001 可以开具发票。请选择发票类型：');
  });

  it('a new request at step 1 switches at once (nothing to lose): the invoice offers its own orders', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1001');
    await say(client, '我要退货', 'prompt');
    const turn = await say(client, '我要开发票', 'prompt');
    expect(timeline(turn)).toEqual(['closed switched', 'assistant', 'open choice invoice 1/4']);
    // Invoices can be issued for paid orders, shipped or not; not for unpaid, cancelled or refunded ones.
    expect(openPrompt(client).options?.map((option) => option.value)).toEqual(['KF10010004', 'KF10010003', TWO_ITEM_ORDER, 'KF10010001', 'KF10010002']);
  });

  it('a side question at the prompt is answered and the same step is asked again; "算了" then cancels', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1001');
    await say(client, '我要退货', 'prompt');
    await say(client, 'KF10010001', 'prompt');
    const aside = await say(client, 'Find X9多少钱', 'prompt');
    expect(timeline(aside)).toEqual(['assistant +price', 'closed answered', 'open choice return 2/4']);
    expect(assistantTexts(aside)[0]).toMatch(/3,?999/);
    const cancelled = await say(client, '算了', 'reply');
    expect(timeline(cancelled)).toEqual(['closed cancelled', 'assistant']);
    expect(assistantTexts(cancelled)[0]).toBe('好的，已为您取消本次退货申请。还有什么可以帮您？');
  });

  it('returns two items of one order, picked by number; the receipt names both', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1001');
    await say(client, '我要退货', 'prompt');
    await say(client, TWO_ITEM_ORDER, 'prompt');
    const items = openPrompt(client);
    expect(items).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 1 } });
    expect(items.options?.map((option) => option.label)).toEqual(['Find X9（钛晨灰 / 12GB） × 1', 'Enco X3（岩黑） × 1', '全部 2 件商品']);
    await say(client, '1、2', 'prompt');
    await say(client, '不想要了', 'prompt');
    await say(client, '跳过', 'prompt');
    expect(openPrompt(client).summary).toContainEqual({ label: '商品', value: 'Find X9（钛晨灰 / 12GB） × 1，Enco X3（岩黑） × 1' });
    await say(client, '确认', 'reply');
    expect(lastReceipt(client).fields).toContainEqual({ label: '商品', value: 'Find X9（钛晨灰 / 12GB） × 1、Enco X3（岩黑） × 1' });
  });

  it('repairs the earbuds of a two-item order: the request and receipt name that item, not the first', async () => {
    const { server, commerce } = await start();
    const client = await tab(server.url, 'c_1001');
    await say(client, '我要维修', 'prompt');
    await say(client, TWO_ITEM_ORDER, 'prompt');
    expect(openPrompt(client).prompt).toContain('请选择要办理的那一件');
    await say(client, '耳机 Enco X3', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    await say(client, '左耳没有声音了', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'upload', workflow: { name: 'repair', step: 3, of: 5 } });
    await say(client, '跳过', 'prompt');
    await say(client, '寄修', 'prompt');
    expect(openPrompt(client).summary).toContainEqual({ label: '商品', value: 'Enco X3（岩黑） × 1' });
    await say(client, '确认', 'reply');
    expect(lastReceipt(client).fields).toContainEqual({ label: '商品', value: 'Enco X3（岩黑） × 1' });
    expect(lastReceipt(client).fields).toContainEqual({ label: '数量', value: '1' });
    const written = commerce.receipts.at(-1)!;
    expect(written.fields).toContainEqual({ label: 'item', value: 'enco-x3-slate-black' });
  });

  it('a guest still types the order id and the phone ending', async () => {
    const { server } = await start();
    const client = await tab(server.url);
    await say(client, '我要退货', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'form', workflow: { name: 'return', step: 1 } });
    expect(openPrompt(client).fields?.map((field) => field.name)).toEqual(['orderId', 'phoneLast4']);
    await say(client, 'KF10010001 5678', 'prompt');
    expect(openPrompt(client).prompt).toContain('订单 KF10010001 符合退货条件');
  });
});

describe('workflow control, en', () => {
  it('"never mind, I need an invoice" at the return reason cancels it and asks the invoice type', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1004', 'en');
    // Her one returnable phone order is taken at once (workflow-described-item.test.ts): the reason is asked.
    await say(client, 'I want to return my phone', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'choice', workflow: { name: 'return', title: 'Return', step: 2 } });
    expect(openPrompt(client).prompt).toContain('KF10040001');
    const turn = await say(client, 'never mind, I need an invoice', 'prompt');
    expect(timeline(turn)).toEqual(['closed cancelled', 'assistant', 'open choice invoice 2/4']);
    expect(assistantTexts(turn)).toEqual(["OK, the return request was dropped (nothing was submitted); let's do the invoice now."]);
    expect(openPrompt(client).prompt).toBe('Order KF10040001 can be invoiced. Which type of invoice?');
  });

  it('switches a return to an exchange at once, in English, and exchanges the item picked for the return of a two-item order', async () => {
    const { server } = await start();
    const client = await tab(server.url, 'c_1001', 'en');
    await say(client, 'I want to return something', 'prompt');
    await say(client, TWO_ITEM_ORDER, 'prompt');
    await say(client, 'Enco X3', 'prompt');
    expect(openPrompt(client)).toMatchObject({ workflow: { name: 'return', step: 2 } });
    // The item picked is known: switched at once (switch-at-once.test.ts).
    const switched = await say(client, 'actually I want to exchange it', 'prompt');
    expect(timeline(switched)).toEqual(['closed switched', 'assistant', 'open choice exchange 2/5']);
    // The order and the item picked for the return carry over (change-of-mind-keeps-answers.test.ts).
    expect(openPrompt(client).prompt).toBe(`Order ${TWO_ITEM_ORDER} can be exchanged. Why do you want to exchange it?`);
    await say(client, 'Faulty', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'upload', prompt: 'If you can, upload photos of the item you are exchanging (you may skip this).' });
    await say(client, 'skip', 'prompt');
    const options = openPrompt(client).options ?? [];
    expect(options[0]?.label).toBe('A new one of the same (Enco X3 Slate Black)');
    await say(client, 'the same', 'prompt');
    await say(client, 'confirm', 'reply');
    expect(lastReceipt(client).fields).toContainEqual({ label: 'Item', value: 'Enco X3 (Slate Black) × 1' });
  });

  it('says why when none of the shopper’s orders can be returned any more', async () => {
    const { server } = await start();
    const client = await tab(server.url, LATE_SHOPPER, 'en');
    const turn = await say(client, 'I want to return my order', 'reply');
    expect(timeline(turn)).toEqual(['assistant']);
    const lines = assistantTexts(turn)[0]!.split('\n');
    expect(lines[0]).toBe('None of the orders in your account can have a return right now:');
    // Most recent first, each with the rule that keeps it out.
    expect(lines.slice(1, 3)).toEqual([
      expect.stringMatching(/^· Order KF10090001 is still on its way/),
      expect.stringMatching(/^· Order KF10090002 was delivered on \d{4}-\d\d-\d\d, more than 7 days ago/),
    ]);
  });
});
