import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Right after "how much did I pay for TL-10231?", "and TL-10244?" answered only that order's status, and "and the
// sneakers order?" (no number) got the help article on cancelling an order; "KF10010007一共多少钱" → "那KF10010004呢" or
// "X9的订单呢" lost the total too. Built: right after an order lookup, another order named (by number, or described by
// what it holds) and nothing asked keeps the last question for it, as "那X8呢" keeps a product question; after a
// question about an item's order ("where is my Pad SE?"), the item alone ("and the earbuds?", which got the earbuds'
// pairing article) is the order holding it.
// shops/threadline cus-emma: TL-10231 delivered Linen Shirt + 2 tees $103, TL-10244 shipped sneaker $120, TL-10251
// paid Wrap Dress $88. shops/demo c_1001: KF10010001 delivered X9 ¥3999, KF10010004 paid Pad 3 ¥2599, KF10010007
// pending ¥598.
describe('a question about one order, asked again of another by naming it', () => {
  const threadline = shopForFile(SHOPS.threadline);
  const demo = shopForFile(SHOPS.demo);

  it.each([
    [['how much did I pay for TL-10231', 'and TL-10244?'], 'Order TL-10244 (Air Runner Sneaker) is shipped. You paid $120.'],
    [['how much did I pay for TL-10231', 'what about the sneakers order?'], 'Order TL-10244 (Air Runner Sneaker) is shipped. You paid $120.'],
    [['how much did I pay for TL-10231', 'and the dress order?'], 'Order TL-10251 (Wrap Dress) is paid, awaiting shipment. You paid $88.'],
  ] as const)('threadline en %j', async (questions, expected) => {
    const conversation = await threadline.talk('en', 'cus-emma');
    await conversation.say(questions[0]);
    const answer = await conversation.say(questions[1]);
    expect(answer.text).toContain(expected);
  });

  it.each([
    [['KF10010007一共多少钱', '那KF10010004呢'], '订单 KF10010004（Pad 3）当前状态：已付款，待发货。订单实付 ¥2599。'],
    [['KF10010007一共多少钱', 'X9的订单呢'], '订单 KF10010001（Find X9）当前状态：已签收。订单实付 ¥3999。'],
  ] as const)('demo zh-CN %j', async (questions, expected) => {
    const conversation = await demo.talk('zh-CN', 'c_1001');
    await conversation.say(questions[0]);
    const answer = await conversation.say(questions[1]);
    expect(answer.text).toContain(expected);
  });

  it.each([
    ['en', 'c_1002', ['where is my Pad SE?', 'and the earbuds?'], 'Order KF10020006 (Enco Free4, Pad SE) is paid and waiting to ship'],
    ['zh-CN', 'c_1001', ['我的X8到哪了', '那X9呢'], '订单 KF10010001（Find X9）当前状态：已签收。顺丰速运 SF024060100011'],
  ] as const)('after an item’s order, the item alone: %s %s %j', async (locale, customer, questions, expected) => {
    const conversation = await demo.talk(locale, customer);
    await conversation.say(questions[0]);
    const answer = await conversation.say(questions[1]);
    expect(answer.text).toContain(expected);
  });

  it('after a product question, "那X9呢" is still the product question', async () => {
    const conversation = await demo.talk('zh-CN', 'c_1001');
    await conversation.say('X8多少钱');
    const answer = await conversation.say('那X9呢');
    expect(answer.text).toContain('Find X9 当前售价 ¥3999');
  });

  it('a question of its own about the next order is that question, not the total again', async () => {
    const conversation = await demo.talk('zh-CN', 'c_1001');
    await conversation.say('KF10010007一共多少钱');
    const answer = await conversation.say('KF10010003到哪了');
    expect(answer.text).toContain('SF024060100033');
    expect(answer.text).not.toContain('实付');
  });
});
