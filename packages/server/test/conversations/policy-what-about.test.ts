import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "what's your return policy?" → "what about sale items?" asks the returns policy of sale items. Before, the follow-up
// was read alone: on threadline it listed products (a search for "sale"), on the demo shop "what about free gifts?"
// and "那赠品呢" did not stay on the returns article either. Now "what about X?" / "X呢" right after a policy answer,
// naming no product, kind or order, is the same policy asked of X, when that policy's article speaks to X; otherwise
// (the article is silent on it, or the follow-up names a kind: "运费怎么算" → "那耳机呢") it is read as before.
// Articles: shops/threadline/knowledge/*/returns.md, shops/demo/knowledge/*/returns-7-day.md.
const threadline = shopForFile(SHOPS.threadline);
const demo = shopForFile(SHOPS.demo);
const sources = (answer: Parameters<typeof partsOf>[0]) => partsOf(answer, 'knowledge_source').map((part) => part.title);

describe('"what about X?" after a policy answer asks that policy of X (rules path, guest)', () => {
  it('threadline: "what\'s your return policy?" → "what about sale items?": how sale items are refunded', async () => {
    const c = await threadline.talk('en');
    await c.say("what's your return policy?");
    const answer = await c.say('what about sale items?');
    expect(answer.text).toContain('bought at a reduced price are refunded at the price you paid');
    expect(sources(answer)[0]).toBe('Returns and refunds');
    expect(partsOf(answer, 'product')).toEqual([]);
  });

  it.each([
    ['zh-CN', '退货政策是什么', '那赠品呢', '赠品等全部退回', '七天无理由退货规则'],
    ['en', 'what is your returns policy?', 'what about free gifts?', 'free gifts are returned with it', '7-day no-reason returns'],
  ] as const)('demo %s: "%s" → "%s": the returns article on it', async (locale, policy, followUp, says, article) => {
    const c = await demo.talk(locale);
    await c.say(policy);
    const answer = await c.say(followUp);
    expect(answer.text).toContain(says);
    expect(sources(answer)[0]).toBe(article);
    expect(partsOf(answer, 'product')).toEqual([]);
  });

  it('a kind named after a policy answer is still a product question: "运费怎么算" → "那耳机呢", "how much is shipping?" → "what about dresses?"', async () => {
    const zh = await demo.talk('zh-CN');
    await zh.say('运费怎么算');
    const earbuds = await zh.say('那耳机呢');
    expect(partsOf(earbuds, 'product').length).toBeGreaterThan(0);
    expect(sources(earbuds)).toEqual([]);
    const en = await threadline.talk('en');
    await en.say('how much is shipping?');
    const dresses = await en.say('what about dresses?');
    expect(partsOf(dresses, 'product').length).toBeGreaterThan(0);
    expect(sources(dresses)).toEqual([]);
  });

  it('threadline zh: "退货政策是什么" → "那特价商品呢": the returns article says nothing of 特价, so it is not answered from it', async () => {
    const c = await threadline.talk('zh-CN');
    await c.say('退货政策是什么');
    const answer = await c.say('那特价商品呢');
    expect(sources(answer)).not.toContain('退货与退款');
  });
});
