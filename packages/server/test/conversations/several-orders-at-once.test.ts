import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "KF10010001和KF10010003到哪了" answered only KF10010001, and "where are KF10010002 and KF10010007?" only KF10010002.
// "我的耳机到哪了" from c_1002, who has two orders holding earbuds (KF10020006 paid, KF10020003 shipped), answered only
// the newest, which has not shipped, and said nothing of the parcel on its way; "where are my earbuds?" from c_1001 the
// same. Built: an order or parcel question naming several order numbers answers each; one describing the orders by
// what they hold answers every order holding it that is still under way (unpaid, paid, shipped; newest first, at most
// three), a refund question every one being refunded, and otherwise the newest holding it, as before. An order with no parcel yet is
// named with what it holds, as every other order answer is, so each of the answers says which is which.
// shops/demo c_1001: KF10010001 delivered X9, KF10010002 delivered Enco X3 (-14d), KF10010003 shipped X8,
// KF10010004 paid Pad 3, KF10010005 cancelled / KF10010006 completed Reno 13, KF10010007 pending Enco Air4 (-0d),
// KF10010008 refunded A3, KF10010009 refunding Enco Free4 (-12d). c_1002: KF10020003 shipped Enco Air4,
// KF10020006 paid Enco Free4 + Pad SE.
describe('several orders in one question', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', 'KF10010001和KF10010003到哪了', ['订单 KF10010001（Find X9）', 'SF024060100011', '订单 KF10010003（Find X8）', 'SF024060100033']],
    ['en', 'where are KF10010002 and KF10010007?', ['Order KF10010002', 'Order KF10010007']],
    ['zh-CN', 'KF10010004、KF10010007的状态', ['订单 KF10010004（Pad 3）', '订单 KF10010007（Enco Air4 ×2）']],
  ] as const)('order numbers named: %s %s', async (locale, question, expected) => {
    const conversation = await demo.talk(locale, 'c_1001');
    const answer = await conversation.say(question);
    for (const part of expected) expect(answer.text).toContain(part);
  });

  it.each([
    ['zh-CN', 'c_1002', '我的耳机到哪了', ['订单 KF10020006（Enco Free4、Pad SE）已付款', '订单 KF10020003（Enco Air4）当前状态：已发货'], []],
    ['en', 'c_1002', 'where are my earbuds?', ['Order KF10020006 (Enco Free4, Pad SE) is paid', 'Order KF10020003 (Enco Air4) is shipped'], []],
    ['zh-CN', 'c_1001', '我的耳机退款到哪了', ['KF10010009'], ['KF10010007', 'KF10010002']],
  ] as const)('orders described by what they hold: %s %s %s', async (locale, customer, question, expected, absent) => {
    const conversation = await demo.talk(locale, customer);
    const answer = await conversation.say(question);
    for (const order of expected) expect(answer.text).toContain(order);
    for (const order of absent) expect(answer.text).not.toContain(order);
  });

  it('the newest first', async () => {
    const conversation = await demo.talk('zh-CN', 'c_1002');
    const { text } = await conversation.say('我的耳机到哪了');
    expect(text.indexOf('KF10020006')).toBeLessThan(text.indexOf('KF10020003'));
  });

  it.each([
    ['zh-CN', '我的平板到哪了', 'KF10010004', ['KF10010001', 'KF10010003']],
    ['zh-CN', 'KF10010003到哪了', 'KF10010003', ['KF10010001', 'KF10010004']],
    // One phone on its way (X8); the X9 delivered, and the cancelled and refunded ones, are not what is asked after.
    ['zh-CN', '我的手机到哪了', 'KF10010003', ['KF10010001', 'KF10010005', 'KF10010006', 'KF10010008']],
    // The earbuds awaiting payment; those delivered two weeks ago and those being refunded are not.
    ['en', 'where are my earbuds?', 'Order KF10010007 (Enco Air4 ×2) has not been paid', ['KF10010002', 'KF10010009']],
  ] as const)('one order is still one answer (guard): %s %s', async (locale, question, order, absent) => {
    const conversation = await demo.talk(locale, 'c_1001');
    const answer = await conversation.say(question);
    expect(answer.text).toContain(order);
    for (const other of absent) expect(answer.text).not.toContain(other);
  });
});
