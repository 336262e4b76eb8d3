import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "can I pay cash on delivery?" / "可以货到付款吗" on shops/threadline, which does not take it, answered the payment
// article's list alone ("From our help article “Payment methods”: • We accept Visa, Mastercard, …"), never saying whether
// cash on delivery was one of them. Built: when the part of the payment article shown lists the ways to pay and the
// one asked is not among them, the answer says so first ("Cash on delivery is not accepted.", "本店不支持货到付款。"),
// the list after it; a way the list names ("PayPal", demo's "支付宝") is answered as before. Both shops' payment
// articles are read here to show they do not name cash on delivery.
const article = (path: string) => readFileSync(path, 'utf8');
const threadlinePayment = article(`${SHOPS.threadline}knowledge/en/payment.md`);
const threadline = shopForFile(SHOPS.threadline);
const demo = shopForFile(SHOPS.demo);

describe('a way to pay the shop does not take is said not to be accepted', () => {
  it('threadline’s payment article names no cash on delivery, and names PayPal', () => {
    expect(threadlinePayment).not.toMatch(/cash|delivery/i);
    expect(threadlinePayment).toContain('PayPal');
  });

  it.each([
    ['en', 'can I pay cash on delivery?', 'Cash on delivery is not accepted.\nFrom our help article “Payment methods”:'],
    ['zh-CN', '可以货到付款吗', '本店不支持货到付款。\n以下内容摘自英文帮助文章《Payment methods》：'],
    ['en', 'do you accept venmo?', 'Venmo is not accepted.\nFrom our help article “Payment methods”:'],
  ] as const)('threadline %s "%s": not accepted, then what is', async (locale, said, opening) => {
    const answer = await (await threadline.talk(locale)).say(said);
    expect(answer.text.startsWith(opening)).toBe(true);
    expect(answer.text).toContain('Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay and Shop Pay');
  });

  it('demo (zh-CN) "可以货到付款吗": not accepted, then its list (微信支付、支付宝)', async () => {
    const answer = await (await demo.talk('zh-CN')).say('可以货到付款吗');
    expect(answer.text.startsWith('本店不支持货到付款。\n根据帮助文章《支付方式与分期付款》：')).toBe(true);
    expect(answer.text).toContain('微信支付、支付宝');
  });

  it.each([
    [threadline, 'en', 'can I pay with paypal?'],
    [demo, 'zh-CN', '可以用支付宝付款吗'],
    [threadline, 'en', 'what payment methods do you accept?'],
  ] as const)('a way the list names, or none named, is not refused (%#)', async (shop, locale, said) => {
    const answer = await (await shop.talk(locale)).say(said);
    expect(answer.text).not.toMatch(/not accepted|不支持/);
    expect(answer.parts.some((part) => part.type === 'knowledge_source')).toBe(true);
  });
});
