import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// cus-emma's TL-10251 (Wrap Dress, S / Floral Blue) is paid and not shipped. "TL-10251 status?" → "can I change the size
// to M before it ships?" answered "an exchange is not possible, but it can still be cancelled" and asked why she was
// cancelling, though she wanted the dress in M; "发货前能把尺码改成M吗" quoted the article saying a person can still
// change it, and offered nothing. A good agent passes the change on. Built: an exchange of an order not shipped yet says
// it is not an exchange and offers a person, who gets the request written up with the shopper's words (order-steps.ts,
// order-change-steps.ts); "能把尺码改成M吗" right after the order is that order's exchange (reference-cues.ts); a
// return of it is still its cancellation.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('a size change asked before the order ships (threadline, rules path, signed in)', () => {
  it.each([
    [
      'en',
      'TL-10251 status?',
      'can I change the size to M before it ships?',
      'yes please',
      'Order TL-10251 has not shipped yet, so it is not an exchange: whether its size or colour can still be changed before it ships is for a person from the shop to check and do (or reply "cancel TL-10251" to cancel it). Shall I pass this to a human agent?',
      /The request: Order: “?TL-10251”?; Items: “?Wrap Dress \(S \/ Floral Blue\) × 1”?; Request: “?Exchange”?; In their words: “?can I change the size to M before it ships\?”?$/,
    ],
    [
      'zh-CN',
      'TL-10251 状态',
      '发货前能把尺码改成M吗',
      '好的',
      '订单 TL-10251 还未发货，还谈不上换货：发货前能否修改尺码或颜色，需要由客服为您查看和修改（如果不想要了，也可以回复「取消 TL-10251」）。需要为您转人工客服吗？',
      /申请内容：订单号：“?TL-10251”?；商品：“?Wrap Dress（S \/ Floral Blue） × 1”?；申请：“?换货”?；顾客原话：“?发货前能把尺码改成M吗”?$/,
    ],
  ] as const)('%s "%s" → "%s" → "%s": a person offered, then handed the request', async (locale, lookup, change, yes, offered, request) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    await chat.say(lookup);
    await chat.say(change);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange' } });
    expect(chat.prompt().prompt).toBe(offered);
    await chat.say(yes);
    expect(chat.lastAnswer().text).toMatch(request);
  });

  it('a return of the same order is still its cancellation (guard)', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return TL-10251');
    expect(chat.lastAnswer().text).toBe('Order TL-10251 has not shipped yet, so a return is not possible, but it can still be cancelled:');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
  });
});
