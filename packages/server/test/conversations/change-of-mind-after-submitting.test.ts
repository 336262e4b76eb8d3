import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A change of mind after the request went in. Before: right after the return of KF10010001 was submitted, "还是换货吧"
// listed c_1001's other orders as not exchangeable and left KF10010001 out; "我要换货 KF10010001" said "已有进行中的退
// 货申请（R100001），不能重复申请" (an exchange repeats nothing); in English, after the Linen Shirt's return, "the linen
// shirt" picked for its exchange said it "cannot be part of another one" with no way to switch. Built: a change of mind
// with no order named is about the order just dealt with, and a request beside an open one of another kind says how to
// switch: a person withdraws the first and starts the other. Demo shop: c_1001's KF10010001 is a delivered Find X9;
// threadline: cus-emma's TL-10231 a Linen Shirt and two tees.
const servers = { demo: kefuForFile(undefined), threadline: kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }) };

async function returned(chat: Conversation, ...said: string[]): Promise<string> {
  for (const words of said) await chat.say(words);
  return /R\d+/.exec(chat.lastAnswer().text)![0];
}

describe('a change of mind after submitting', () => {
  it('zh-CN "还是换货吧", then "我要换货 KF10010001", after the return went in', async () => {
    const chat = await servers.demo.open({ customerId: 'c_1001' });
    const request = await returned(chat, '我要退货 KF10010001', '质量问题', '跳过', '确认');
    const text = `订单 KF10010001 已有进行中的退货申请（${request}），不能同时再申请换货。如想改为换货，请回复「人工」，由客服撤销退货申请后为您办理。`;
    await chat.say('还是换货吧');
    expect(chat.lastAnswer().text).toBe(text);
    await chat.say('我要换货 KF10010001');
    expect(chat.lastAnswer().text).toBe(text);
  });

  it('en "actually, can I exchange it instead?" after the linen shirt’s return: the shirt is refused with how to switch', async () => {
    const chat = await servers.threadline.open({ customerId: 'cus-emma', locale: 'en' });
    const request = await returned(chat, 'I want to return the linen shirt from TL-10231', 'too small', 'skip', 'yes');
    await chat.say('actually, can I exchange it instead?');
    await chat.say('the linen shirt');
    expect(chat.lastAnswer().text).toBe(
      `The Linen Shirt of order TL-10231 already has an open return request (${request}), so it cannot be part of an exchange. To have an exchange instead, ask for a human agent: they can withdraw the return and start the exchange.`,
    );
  });
});
