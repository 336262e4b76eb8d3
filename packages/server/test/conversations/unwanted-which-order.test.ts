import { describe, expect, it } from 'vitest';
import { kefuForFile } from './order-change-harness.js';

// "我不要了" / "I don't want it anymore" said first, with no order in view, answered a charging troubleshooting article
// (zh) or "Sorry, I could not find anything on that" (en). Built: a signed-in shopper is asked which order; the order
// given is then undone the way its state allows, as when it was looked up first: cancelled before it ships, returned
// once delivered. Demo shop: c_1002's KF10020006 is paid (two items), KF10020001 delivered.
const { open } = kefuForFile(undefined);

describe('"I don’t want it anymore" with no order in view (rules path, demo, signed in)', () => {
  it('zh-CN "我不要了" → "请问是哪个订单？" → "KF10020006": its cancellation', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('我不要了');
    expect(chat.lastAnswer().text).toBe('请问是哪个订单？');
    await chat.say('KF10020006');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order' } });
    expect(chat.prompt().summary?.find((row) => row.label === '订单号')?.value).toBe('KF10020006');
  });

  it('en "I dont want it anymore" → which order → "KF10020001" (delivered): its return', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('I dont want it anymore');
    expect(chat.lastAnswer().text).toBe('Which order do you mean?');
    await chat.say('KF10020001');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return' } });
    expect(chat.prompt().prompt).toContain('KF10020001');
  });
});

// "ok, I'll take it" / "好的，我要了" after a price answered the greeting ("Hi! I can check prices…"): the "ok" was read
// as chitchat. Deciding to buy is answered with how to buy the product in focus.
describe('deciding to buy the product in focus', () => {
  it.each([
    ['zh-CN', 'X9多少钱', '好的，我要了', 'Find X9：在商品页选好规格后加入购物车'],
    ['zh-CN', 'X9多少钱', '就它了', 'Find X9：在商品页选好规格后加入购物车'],
    ['en', 'X9 price?', 'ok, I will take it', 'To buy the Find X9:'],
  ] as const)('%s "%s" → "%s": how to buy it', async (locale, asked, decided, answer) => {
    const chat = await open({ customerId: 'c_1002', locale });
    await chat.say(asked);
    await chat.say(decided);
    expect(chat.lastAnswer().text).toContain(answer);
  });
});
