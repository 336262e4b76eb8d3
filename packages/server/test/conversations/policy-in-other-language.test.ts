import { afterAll, describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';
import { threadlineEnglishOnly } from './threadline-english-only.js';

// A Chinese shopper asking a shop whose policies are written in English only — "退货要多久", "运费多少", "可以换货吗",
// "可以取消订单吗" — got "抱歉，我暂时没有找到相关说明" (then a hand-off): only kinds, materials and care words were put
// into English for the search of the other language's articles. On shops/threadline itself, whose payment article is
// English only, "怎么付款" missed the same way. Built (adapters/rules/policy-words.ts): the policy a question asks after
// in both languages (returns, refund, exchange, shipping, payment, cancelling, address, discounts, invoice, warranty,
// contact, how long), so the English article is found and shown as written under "以下内容摘自英文帮助文章《…》：";
// the excerpt's own fixed lines (the price notice) are in Chinese.
const englishOnly = threadlineEnglishOnly('policy-other-language');
afterAll(() => englishOnly.remove());

describe('a policy asked in Chinese of English articles', () => {
  const shop = shopForFile(englishOnly.dir);
  const threadline = shopForFile(SHOPS.threadline);
  const fromEnglish = (title: string) => `以下内容摘自英文帮助文章《${title}》：`;

  it('"退货要多久": the returns policy, 30 days', async () => {
    const answer = await (await shop.talk('zh-CN')).say('退货要多久');
    expect(answer.text.startsWith(fromEnglish('Returns and refunds'))).toBe(true);
    expect(answer.text).toContain('within **30 days of delivery**');
  });

  it('"运费多少": the shipping costs', async () => {
    const answer = await (await shop.talk('zh-CN')).say('运费多少');
    expect(answer.text.startsWith(fromEnglish('Shipping times and costs'))).toBe(true);
    expect(answer.text).toContain('Free on orders of $75 or more; otherwise a flat $6.95.');
  });

  it('"可以换货吗": the exchanges, 45 days', async () => {
    const answer = await (await shop.talk('zh-CN')).say('可以换货吗');
    expect(answer.text.startsWith(fromEnglish('Exchanges and finding your size'))).toBe(true);
    expect(answer.text).toContain('free within **45 days of delivery**');
  });

  it('"可以取消订单吗": cancelling before it ships', async () => {
    const answer = await (await shop.talk('zh-CN')).say('可以取消订单吗');
    expect(answer.text.startsWith(fromEnglish('Changing or cancelling an order'))).toBe(true);
    expect(answer.text).toContain('**Cancel** an order free of charge until it ships');
  });

  it('"怎么付款" on threadline (its payment article is English only): the ways to pay, the notice in Chinese', async () => {
    const answer = await (await threadline.talk('zh-CN')).say('怎么付款');
    expect(answer.text.startsWith(fromEnglish('Payment methods'))).toBe(true);
    expect(answer.text).toContain('PayPal, Apple Pay, Google Pay and Shop Pay');
    expect(answer.text).not.toContain('For prices and stock');
    expect(answer.text).not.toContain('(more in the article below)');
  });

  it('an English question is answered from the English article as before (guard): "how long do I have to return?"', async () => {
    const answer = await (await shop.talk('en')).say('how long do I have to return?');
    expect(answer.text).toContain('30 days of delivery');
    expect(answer.text).not.toContain('以下内容');
  });
});
