import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found talking to the demo shop as a guest, rules path: "do you support apple pay?" and "does your shop support cash on
// delivery?" quoted the service-hours article (its tags and the shop's synonyms.yaml make "support" mean customer
// support), "do you accept paypal?" found nothing, "支持apple pay吗" asked "请问您想了解哪款商品？" (read as a product
// feature), and "可以用PayPal付款吗" opened with the instalments. A question that names a way to pay, or asks how one
// can pay, is now a question about the shop's payment methods: it is answered from the payment article, opening with
// what the shop accepts (the demo does not list Apple Pay or PayPal, and the answer does not claim them). "support" as
// a noun ("customer support on weekends", "is support available at night?") still asks for the service hours, and a
// card named after a refund ("退款会退到信用卡吗") still asks about the refund. A way to pay the list shown does not name
// is said not to be accepted above it (way-to-pay-not-accepted.test.ts).
const demo = shopForFile(SHOPS.demo);
const threadline = shopForFile(SHOPS.threadline);
type Answer = Parameters<typeof partsOf>[0];
const sourcesOf = (answer: Answer) => partsOf(answer, 'knowledge_source').map((part) => part.articleId);
// The first line after "From our help article …:" / "根据帮助文章《…》：" / "以下内容摘自英文帮助文章《…》：".
const lines = (answer: Answer) => answer.text.split('\n');
const opening = (answer: Answer) => lines(answer)[lines(answer).findIndex((line) => /help article|帮助文章/.test(line)) + 1] ?? '';
// What the answer says of the way asked before the article: "Apple Pay is not accepted." / "本店不支持货到付款。".
const refusal = (answer: Answer) =>
  lines(answer).slice(
    0,
    lines(answer).findIndex((line) => /help article|帮助文章/.test(line)),
  );

describe('a way to pay asked about (demo shop, rules path)', () => {
  it.each([
    'do you support apple pay?',
    'do you accept paypal?',
    'do you take paypal',
    'can I pay with apple pay?',
    'does your shop support cash on delivery?',
  ])('"%s" opens the payment article with what is accepted', async (question) => {
    const answer = await (await demo.talk('en')).say(question);
    expect(sourcesOf(answer)[0]).toBe('payment-methods-en');
    expect(answer.text).toContain('“Payment methods and instalments”');
    expect(opening(answer)).toContain('**Accepted:** WeChat Pay, Alipay, UnionPay QuickPass, debit and credit cards');
    expect(refusal(answer)).toEqual([expect.stringMatching(/^(?:Apple Pay|PayPal|Cash on delivery) is not accepted\.$/)]);
    expect(answer.text.split('\n').slice(1).join('\n')).not.toMatch(/apple pay|paypal|cash on delivery/i);
  });

  it.each(['支持apple pay吗', '可以用PayPal付款吗', '可以货到付款吗'])('"%s" opens the payment article with the accepted methods', async (question) => {
    const answer = await (await demo.talk('zh-CN')).say(question);
    expect(sourcesOf(answer)[0]).toBe('payment-methods');
    expect(answer.text).toContain('《支付方式与分期付款》');
    expect(refusal(answer)).toEqual([expect.stringMatching(/^本店不支持(?:apple pay|PayPal|货到付款)。$/i)]);
    expect(answer.text.split('\n').slice(2, 4).join('\n')).toContain('微信支付、支付宝');
    expect(answer.text.split('\n').slice(1).join('\n')).not.toMatch(/apple pay|paypal/i);
  });

  it('"退款会退到信用卡吗" asks about the refund, not the ways to pay', async () => {
    const answer = await (await demo.talk('zh-CN')).say('退款会退到信用卡吗');
    expect(sourcesOf(answer)[0]).toBe('returns-7-day');
  });

  it.each(['do you have customer support on weekends?', 'is support available at night?'])('"%s" still asks for the service hours', async (question) => {
    const answer = await (await demo.talk('en')).say(question);
    expect(sourcesOf(answer)[0]).toBe('customer-service-hours-en');
    expect(answer.text).toContain('every day from 9:00 to 22:00');
  });
});

describe('a way to pay asked about (threadline, rules path)', () => {
  // Threadline's only payment article is in English; its Chinese returns article says 原支付方式 in passing. The English
  // article answers, found by the question's policy words in English (policy-in-other-language.test.ts).
  it.each(['可以货到付款吗', '支持货到付款吗'])('"%s" is not answered with the returns article', async (question) => {
    const answer = await (await threadline.talk('zh-CN')).say(question);
    expect(sourcesOf(answer)).not.toContain('returns-zh-cn');
    expect(answer.text).toMatch(/^本店不支持货到付款。\n以下内容摘自英文帮助文章《Payment methods》：\n• We accept \*\*Visa, Mastercard/);
  });

  it.each(['do you support apple pay?', 'does your shop support cash on delivery?'])('"%s" answers with the methods it accepts', async (question) => {
    const answer = await (await threadline.talk('en')).say(question);
    expect(sourcesOf(answer)[0]).toBe('payment');
    expect(opening(answer)).toContain('We accept **Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay and Shop Pay**');
  });
});
