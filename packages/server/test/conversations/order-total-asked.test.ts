import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Signed in, "how much did I pay for the X9?" answered today's price with the subsidy ("¥3999; … you pay ¥3499"),
// "KF10010001多少钱" and "最近一个订单多少钱" asked "which product?", "这个订单付了多少" repeated the order's status, and
// "我那个平板多少钱买的" listed the tablets for sale. Built: what the shopper paid for an order of theirs (付了多少,
// 花了多少钱, 多少钱买的, 订单多少钱, a price asked of an order number, how much did I pay, order total) is that order's
// total after its status — "amount due" while unpaid — and, of an order holding more, the line of the item named.
// shops/demo c_1001: KF10010001 delivered Find X9 ¥3999, KF10010007 pending Enco Air4 ×2 ¥598; c_1002: KF10020006
// Enco Free4 + Pad SE ¥1548.
describe('what the shopper paid for an order (demo, rules path, signed in)', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['en', 'c_1001', ['how much did I pay for the X9?'], 'Order KF10010001 (Find X9) is delivered. You paid ¥3999.'],
    ['zh-CN', 'c_1001', ['KF10010001多少钱'], '订单 KF10010001（Find X9）当前状态：已签收。订单实付 ¥3999。'],
    ['zh-CN', 'c_1001', ['KF10010001', '这个订单付了多少'], '订单 KF10010001（Find X9）当前状态：已签收。订单实付 ¥3999。'],
    ['zh-CN', 'c_1001', ['最近一个订单多少钱'], '订单 KF10010007（Enco Air4 ×2）当前状态：待付款。待支付 ¥598。'],
    ['zh-CN', 'c_1002', ['我那个平板多少钱买的'], '其中 Pad SE ¥1099，订单实付 ¥1548。'],
    ['en', 'c_1002', ['how much did I pay for the Pad SE?'], 'You paid ¥1548. The Pad SE came to ¥1099 of it.'],
  ] as const)('%s %s %j', async (locale, customer, questions, expected) => {
    const conversation = await demo.talk(locale, customer);
    let answer = await conversation.say(questions[0]);
    for (const question of questions.slice(1)) answer = await conversation.say(question);
    expect(answer.text).toContain(expected);
  });

  it('a guest’s "X9多少钱" is still today’s price', async () => {
    const conversation = await demo.talk('zh-CN');
    const answer = await conversation.say('X9多少钱');
    expect(answer.text).toContain('Find X9 当前售价 ¥3999');
  });
});
