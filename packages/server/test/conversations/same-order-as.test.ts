import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "where is my Pad SE?" → "and the earbuds?" answered the same order's status again word for word ("Order KF10020006 is
// paid and waiting to ship…"), as "where is my linen shirt?" → "and the tees?" did TL-10231's: the shopper could not
// tell whether the earbuds had been found, or in which order. Built: an item asked of right after another's order, in
// that same order, is said to be in it before the order's answer ("The Enco Free4 is in the same order as the Pad SE.",
// "Enco Free4 和 Pad SE 在同一个订单里。"). shops/demo c_1002: KF10020006 paid, Enco Free4 + Pad SE (KF10020003 Enco
// Air4 shipped); c_1001: KF10010003 X8, KF10010001 X9. shops/threadline cus-emma: TL-10231 Linen Shirt + 2 tees.
describe('an item in the same order as the one asked before', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    [
      'en',
      ['where is my Pad SE?', 'and the earbuds?'],
      /^The Enco Free4 is in the same order as the Pad SE\. Order KF10020006 \(Enco Free4, Pad SE\) is paid and waiting to ship/,
    ],
    ['zh-CN', ['我的Pad SE到哪了', '那耳机呢'], /^Enco Free4 和 Pad SE 在同一个订单里。订单 KF10020006（Enco Free4、Pad SE）已付款，正在等待发货/],
  ] as const)('demo c_1002 %s %j', async (locale, questions, expected) => {
    const conversation = await demo.talk(locale, 'c_1002');
    await conversation.say(questions[0]);
    const answer = await conversation.say(questions[1]);
    expect(answer.text).toMatch(expected);
  });

  it.each([
    [['where is my linen shirt?', 'and the tees?'], /^The Essential Crew Tee is in the same order as the Linen Shirt\. Order TL-10231 \(/],
    [
      ['how much did I pay for my linen shirt?', 'and the tees?'],
      /^The Essential Crew Tee is in the same order as the Linen Shirt\. .*The Essential Crew Tee came to \$44 of it\./,
    ],
  ] as const)('threadline cus-emma %j', async (questions, expected) => {
    const conversation = await threadline.talk('en', 'cus-emma');
    await conversation.say(questions[0]);
    const answer = await conversation.say(questions[1]);
    expect(answer.text).toMatch(expected);
  });

  it('threadline zh-CN "我的linen shirt到哪了" → "那T恤呢": the tees in the same order, not a list of tees', async () => {
    // "T恤" (the kind's Chinese word) was not taken out of the message as "tees" was, so it read as a search for tees.
    const conversation = await threadline.talk('zh-CN', 'cus-emma');
    await conversation.say('我的linen shirt到哪了');
    const answer = await conversation.say('那T恤呢');
    expect(answer.text).toMatch(/^Essential Crew Tee 和 Linen Shirt 在同一个订单里。订单 TL-10231（/);
  });

  it('an item of another order is not said to be in the same one', async () => {
    const conversation = await demo.talk('zh-CN', 'c_1001');
    await conversation.say('我的X8到哪了');
    const answer = await conversation.say('那X9呢');
    expect(answer.text).toMatch(/^订单 KF10010001（Find X9）当前状态：已签收/);
    expect(answer.text).not.toContain('同一个订单');
  });
});
