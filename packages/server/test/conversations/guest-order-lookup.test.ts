import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// Most shoppers check out as guests, and a guest asking where an order is got a wall: "我的订单KF10010003到哪了" →
// "查询订单需要先登录…", "where is TL-10244?" → "Please sign in first: I can only look up your own orders.", though the
// return / exchange / invoice workflows already verify a guest by order number + the phone's last four digits. Built:
// a guest's order or parcel question opens the same verification form (the order_lookup workflow: its number
// prefilled when the message named one), counted against the same budgets (verification-budgets.ts); once verified,
// the answer a signed-in shopper gets (order card, parcel), and the order stays theirs for the conversation
// ("where is it now?" needs no second form; a workflow on it skips the form too). Demo guest phone endings
// (shops/demo/orders.json): KF10010003 shipped and KF10010004 paid, both 5678; threadline TL-10244 shipped, 4821.
const served: Record<'demo' | 'threadline', { server: KefuServer; url: string } | undefined> = { demo: undefined, threadline: undefined };
beforeAll(async () => {
  served.demo = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.demo });
  served.threadline = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
});
afterAll(async () => {
  await served.demo?.server.close();
  await served.threadline?.server.close();
});
const guest = (shop: 'demo' | 'threadline', locale: 'en' | 'zh-CN') => shopperTab(served[shop]!.url, { locale });
const field = (prompt: { fields?: Array<{ name: string; defaultValue?: string }> }, name: string) => prompt.fields?.find((f) => f.name === name);

describe('a guest asking after their own order (rules path)', () => {
  it('"我的订单KF10010003到哪了": the form prefilled, then the order and its parcel; "现在到哪了" needs no second form', async () => {
    const chat = await guest('demo', 'zh-CN');
    await chat.say('我的订单KF10010003到哪了');
    const form = chat.prompt();
    expect(form).toMatchObject({ kind: 'form', workflow: { name: 'order_lookup' } });
    expect(form.prompt).toContain('手机号后四位');
    expect(field(form, 'orderId')?.defaultValue).toBe('KF10010003');
    await chat.reply({ action: 'submit', values: { orderId: 'KF10010003', phoneLast4: '5678' } });
    const answer = chat.lastAnswer();
    expect(answer.text).toContain('订单 KF10010003（Find X8）当前状态：已发货');
    expect(answer.text).toContain('SF024060100033');
    expect(answer.parts?.map((part) => part.type)).toEqual(['order', 'logistics']);
    const prompts = chat.client.rendered.filter((event) => event.event === 'interrupt:open').length;
    await chat.say('现在到哪了');
    expect(chat.lastAnswer().text).toContain('订单 KF10010003');
    expect(chat.lastAnswer().text).toContain('运输中');
    expect(chat.client.rendered.filter((event) => event.event === 'interrupt:open').length).toBe(prompts);
    chat.close();
  });

  it('"has my order shipped?" naming none: an empty form; wrong digits are told, the right ones answer', async () => {
    const chat = await guest('demo', 'en');
    await chat.say('has my order shipped?');
    const form = chat.prompt();
    expect(form).toMatchObject({ kind: 'form', workflow: { name: 'order_lookup' } });
    expect(field(form, 'orderId')?.defaultValue).toBeUndefined();
    await chat.reply({ action: 'submit', values: { orderId: 'KF10010004', phoneLast4: '1111' } });
    expect(chat.prompt().error).toBe('The order number and phone digits do not match; please check and try again.');
    await chat.reply({ action: 'submit', values: { orderId: 'KF10010004', phoneLast4: '5678' } });
    expect(chat.lastAnswer().text).toContain('Order KF10010004 (Pad 3) is paid and waiting to ship');
    expect(chat.lastAnswer().parts?.[0]).toMatchObject({ type: 'order', orderId: 'KF10010004' });
    chat.close();
  });

  it('threadline "where is TL-10244?" in English: verified by 4821, the Air Runner Sneaker shipped', async () => {
    const chat = await guest('threadline', 'en');
    await chat.say('where is TL-10244?');
    expect(field(chat.prompt(), 'orderId')?.defaultValue).toBe('TL-10244');
    await chat.reply({ action: 'submit', values: { orderId: 'TL-10244', phoneLast4: '4821' } });
    expect(chat.lastAnswer().text).toContain('Order TL-10244 (Air Runner Sneaker) is shipped');
    chat.close();
  });

  it('a guest who verified KF10010004 and then asks to cancel it is not asked to verify it again', async () => {
    const chat = await guest('demo', 'zh-CN');
    await chat.say('订单KF10010004发货了吗');
    await chat.reply({ action: 'submit', values: { orderId: 'KF10010004', phoneLast4: '5678' } });
    expect(chat.lastAnswer().text).toContain('KF10010004');
    await chat.say('我要取消订单KF10010004');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('订单 KF10010004 尚未发货，可以取消');
    chat.close();
  });

  it('"能取消吗" / "can I cancel it?" right after a verified lookup asks it of that order, as for a signed-in shopper', async () => {
    const zh = await guest('demo', 'zh-CN');
    await zh.say('订单KF10010004发货了吗');
    await zh.reply({ action: 'submit', values: { orderId: 'KF10010004', phoneLast4: '5678' } });
    await zh.say('能取消吗');
    expect(zh.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(zh.prompt().prompt).toContain('订单 KF10010004 尚未发货，可以取消');
    zh.close();
    const en = await guest('threadline', 'en');
    await en.say('where is TL-10244?');
    await en.reply({ action: 'submit', values: { orderId: 'TL-10244', phoneLast4: '4821' } });
    await en.say('can I cancel it?');
    expect(en.prompt()).toMatchObject({ workflow: { name: 'cancel_order' } });
    expect(en.prompt().prompt).toContain('Order TL-10244 has already shipped');
    en.close();
  });
  // Last, on threadline: a requester's wrong guesses are counted per address too, across the tests of one server.
  it("wrong guesses count against the workflows' own budget: 3 at a lookup and 2 at a cancellation, then refused", async () => {
    const chat = await guest('threadline', 'en');
    await chat.say('where is my order TL-10244?');
    for (const digits of ['0001', '0002', '0003']) await chat.reply({ action: 'submit', values: { orderId: 'TL-10244', phoneLast4: digits } });
    expect(chat.lastAnswer().text).toContain('We could not verify the order');
    await chat.say('I want to cancel order TL-10251');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'cancel_order' } });
    for (const digits of ['0004', '0005']) await chat.reply({ action: 'submit', values: { orderId: 'TL-10251', phoneLast4: digits } });
    await chat.reply({ action: 'submit', values: { orderId: 'TL-10251', phoneLast4: '4821' } });
    expect(chat.lastAnswer().text).toContain('Too many failed verifications from you');
    expect(chat.lastAnswer().text).toContain('ask for a human agent');
    chat.close();
  });
});
