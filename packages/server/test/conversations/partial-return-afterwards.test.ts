import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// After a return of some of an order's lines (the two tees of TL-10231, not its Linen Shirt), the order shows
// "refunding" as a whole. Before: "where is my refund?" said "The refund of $44 for order TL-10231 (Linen Shirt,
// Essential Crew Tee ×2) is in progress" and "what is the status of TL-10231?" "Order TL-10231 (Linen Shirt, Essential
// Crew Tee ×2) is refund in progress": both as if the shirt were going back too. Built: an order being refunded for
// some of its lines says which lines, under which return, and the state of the others. Threadline: cus-emma's
// TL-10231 is a delivered Linen Shirt ($59) and two Essential Crew Tees ($22 each).
// Requests live in the server's memory: one server per language, each making the return once.
const servers = {
  en: kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }),
  'zh-CN': kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }),
  one: kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }),
};

async function teesReturned(locale: 'zh-CN' | 'en'): Promise<Conversation> {
  const chat = await servers[locale].open({ customerId: 'cus-emma', locale });
  await chat.say(locale === 'en' ? 'I want to return the tees from TL-10231' : '我要退 TL-10231 的T恤');
  // Both of the two tees (how many is asked: see return-some-units.test.ts).
  await chat.say('2');
  await chat.say(locale === 'en' ? 'too small' : '太小了');
  await chat.say(locale === 'en' ? 'skip' : '跳过');
  expect(chat.prompt().summary).toContainEqual({ label: locale === 'en' ? 'Items' : '商品', value: expect.stringContaining('Essential Crew Tee') });
  await chat.say(locale === 'en' ? 'yes' : '确认');
  expect(chat.lastAnswer().text).toMatch(/R\d+/);
  return chat;
}

describe('what an order says after a return of some of its lines', () => {
  it('en: the refund names the tees and not the shirt; the status says both', async () => {
    const chat = await teesReturned('en');
    const request = /R\d+/.exec(chat.lastAnswer().text)![0];
    await chat.say('where is my refund?');
    expect(chat.lastAnswer().text).toBe(
      `The refund of $44 for the Essential Crew Tee ×2 of order TL-10231 (return ${request}) is in progress. The Linen Shirt is not part of it.`,
    );
    await chat.say('what is the status of TL-10231?');
    expect(chat.lastAnswer().text).toBe(
      `Order TL-10231 (Linen Shirt, Essential Crew Tee ×2): the Essential Crew Tee ×2 is being returned (return ${request}, refund in progress); the Linen Shirt is delivered.`,
    );
  });

  it('zh-CN: 退款 and 状态 say the same', async () => {
    const chat = await teesReturned('zh-CN');
    const request = /R\d+/.exec(chat.lastAnswer().text)![0];
    await chat.say('我的退款到哪了');
    expect(chat.lastAnswer().text).toBe(
      `订单 TL-10231 中 Essential Crew Tee ×2 的退款正在处理中（退货单 ${request}），退款金额 $44。Linen Shirt 不在这次退货里。`,
    );
    await chat.say('TL-10231 什么状态');
    expect(chat.lastAnswer().text).toBe(
      `订单 TL-10231（Linen Shirt、Essential Crew Tee ×2）：Essential Crew Tee ×2 退货中（退货单 ${request}，退款处理中），Linen Shirt 已签收。`,
    );
  });

  // One of the two tees (return-some-units.test.ts): before, the answers still said "Essential Crew Tee ×2" was going
  // back and left the other tee out of what is kept.
  it('en: one of the two tees — the other tee is kept, with the shirt', async () => {
    const chat = await servers.one.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return one of the tees from TL-10231');
    await chat.say('too small');
    await chat.say('skip');
    await chat.say('yes');
    const request = /R\d+/.exec(chat.lastAnswer().text)![0];
    await chat.say('where is my refund?');
    expect(chat.lastAnswer().text).toBe(
      `The refund of $22 for the Essential Crew Tee of order TL-10231 (return ${request}) is in progress. The Linen Shirt, Essential Crew Tee are not part of it.`,
    );
  });
});
