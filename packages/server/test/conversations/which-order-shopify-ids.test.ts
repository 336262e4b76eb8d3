import { describe, expect, it } from 'vitest';
import type { Message } from '@kefu/protocol';
import { threadlineWithOrdersNamed } from './renamed-orders.js';

// A signed-in "order" / "订单" asks "Which order do you mean?" with the shopper's orders as quick replies. On a shop
// naming its orders the Shopify way those replies are "1251", "1244", "1231", and tapping one answered "Sorry, I did
// not quite understand": the answer to the question (agent/clarify/complete-answer.ts) was read with its own order
// shape, a prefix and 6+ digits or a hyphen. Built: any order id of the shared shape (shop/model/order-number.ts)
// answers it, the chip's digits too, and the question is answered for that order. threadline with its orders renamed
// (TL-10251 → 1251, renamed-orders.ts); cus-emma owns 1231, 1244 and 1251.
const { open } = threadlineWithOrdersNamed('which-order-shopify-ids', (digits) => `1${digits}`);
const chipsOf = (answer: Message) => answer.parts?.flatMap((part) => (part.type === 'quick_replies' ? part.replies.map((reply) => reply.text) : [])) ?? [];

describe('"which order?" answered with a Shopify order id (rules path, signed in)', () => {
  it('"order" → the chip "1251": the paid Wrap Dress order', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('order');
    expect(chat.lastAnswer().text).toBe('Which order do you mean?');
    expect(chipsOf(chat.lastAnswer())).toEqual(['1251', '1244', '1231']);
    await chat.say('1251');
    expect(chat.lastAnswer().text).toBe('Order 1251 (Wrap Dress) is paid, awaiting shipment.');
  });

  it('"订单" → "1244": 已发货的 Air Runner Sneaker 订单', async () => {
    const chat = await open({ customerId: 'cus-emma' });
    await chat.say('订单');
    expect(chat.lastAnswer().text).toBe('请问是哪个订单？');
    await chat.say('1244');
    expect(chat.lastAnswer().text).toContain('订单 1244（Air Runner Sneaker）当前状态：已发货');
  });

  it('"order" → "#1231": the delivered order, typed as the shop names it', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('order');
    await chat.say('#1231');
    expect(chat.lastAnswer().text).toContain('Order 1231 (Linen Shirt, Essential Crew Tee ×2) is delivered');
  });
});
