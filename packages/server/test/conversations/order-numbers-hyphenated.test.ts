import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// Issue 17 item 5 on a shop whose orders are numbered with a hyphen (threadline: TL-10251), as many platforms name
// them: only the demo's KF… numbers were read, so "where is TL-10244?" answered the contact article, "Cancel order
// TL-10251" (the reply the assistant itself offers) listed the orders again, and "TL-10231到哪了" found no order. A
// prefix, a hyphen and digits is an order number wherever one is read (shop/model/order-number.ts). cus-emma's orders
// (shops/threadline/orders.json): TL-10251 paid, TL-10244 shipped, TL-10231 delivered (two items).
let served: { server: KefuServer; url: string };
beforeAll(async () => {
  served = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
});
afterAll(async () => served?.server.close());
const open = (locale: 'en' | 'zh-CN' = 'en', customerId: string | null = 'cus-emma') =>
  shopperTab(served.url, { locale, ...(customerId ? { customerId } : {}) });

describe('hyphenated order numbers (threadline, rules path)', () => {
  it('"where is TL-10244?" looks up that order, and "can I cancel it?" then says it has shipped', async () => {
    const chat = await open();
    await chat.say('where is TL-10244?');
    expect(chat.lastAnswer().text).toContain('Order TL-10244 (Air Runner Sneaker) is shipped');
    await chat.say('can I cancel it?');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order' } });
    expect(chat.prompt().prompt).toContain('Order TL-10244 has already shipped');
    chat.close();
  });

  it('"can I cancel my order?" offers "Cancel order TL-10251", and tapping it asks that order\'s cancellation reason', async () => {
    const chat = await open();
    await chat.say('can I cancel my order?');
    const replies = (chat.lastAnswer().parts ?? []).flatMap((part) => (part.type === 'quick_replies' ? part.replies.map((reply) => reply.text) : []));
    expect(replies).toEqual(['Cancel order TL-10251', 'human']);
    await chat.say('Cancel order TL-10251');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('Order TL-10251 has not shipped yet');
    chat.close();
  });

  it('"TL-10231到哪了" in Chinese finds the delivered order; "能退吗" then returns it, asking which of its two items', async () => {
    const chat = await open('zh-CN');
    await chat.say('TL-10231到哪了');
    expect(chat.lastAnswer().text).toContain('订单 TL-10231');
    expect(chat.lastAnswer().text).toContain('已签收');
    await chat.say('能退吗');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 1 } });
    expect(chat.prompt().prompt).toContain('订单 TL-10231 有多件商品');
    chat.close();
  });

  it('typed at the order prompt, "TL-10231" picks that order', async () => {
    const chat = await open();
    await chat.say('I want to return something');
    await chat.say('TL-10231');
    expect(chat.prompt().prompt).toContain('Order TL-10231 has several items');
    chat.close();
  });

  it('a guest\'s "I want to return TL-10231" fills the verification form with it, which the form\'s own pattern accepts', async () => {
    const chat = await open('en', null);
    await chat.say('I want to return TL-10231');
    const field = chat.prompt().fields?.find((candidate) => candidate.name === 'orderId');
    expect(field?.defaultValue).toBe('TL-10231');
    expect(new RegExp(`^(?:${field!.pattern})$`, 'u').test('TL-10231')).toBe(true);
    expect(new RegExp(`^(?:${field!.pattern})$`, 'u').test('KF10010001')).toBe(true);
    chat.close();
  });
});
