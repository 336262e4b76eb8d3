import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// After "对比 X8 和 X9", "那我买续航好的那个" listed four phones, "I will take the one with the bigger battery" named the
// tablet with the biggest battery of the catalog, "I will take the cheaper one" could not be answered, and "那就X9吧" /
// "I will take the X9" / "我要买X9" answered the X9's specs. Built: a decision to buy one of the products just compared
// (or listed) by what it is — its price, or the number of the spec named — or by its name, is answered with how to buy
// that one (why that one first: why-picked.test.ts). shops/demo: Find X8 ¥2999 193g 5630mAh, Find X9 ¥3999 203g 7025mAh; earbuds Enco X3 ¥999, Air4 ¥299,
// Free4 ¥449.
describe('deciding to buy one of the products in view', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', ['对比 X8 和 X9', '那我买续航好的那个'], 'Find X9 更大（7025mAh）。在商品页选好规格后加入购物车'],
    ['zh-CN', ['对比 X8 和 X9', '我要轻一点的'], 'Find X8 更轻（193g）。在商品页选好规格后加入购物车'],
    ['zh-CN', ['有什么耳机', '我要便宜的那个'], '最便宜的是 Enco Air4（¥299）。在商品页选好规格后加入购物车'],
    ['en', ['compare X8 and X9', 'I will take the one with the bigger battery'], 'the Find X9 has more (7025mAh). Choose the options'],
    ['en', ['compare X8 and X9', 'I will take the cheaper one'], 'The cheaper one is the Find X8 (¥2999). Choose the options'],
    ['zh-CN', ['对比 X8 和 X9', '那就X9吧'], 'Find X9：在商品页选好规格后加入购物车'],
    ['zh-CN', ['X9多少钱', '我要买X9'], 'Find X9：在商品页选好规格后加入购物车'],
    ['en', ['compare X8 and X9', 'I will take the X9'], 'To buy the Find X9:'],
  ] as const)('%s %j', async (locale, questions, expected) => {
    const conversation = await demo.talk(locale);
    await conversation.say(questions[0]);
    const answer = await conversation.say(questions[1]);
    expect(answer.text).toContain(expected);
  });

  it('a tie on the spec named is shown side by side, not a pick', async () => {
    // Reno 13 and Find N5 both hold 5600mAh.
    const conversation = await demo.talk('zh-CN');
    await conversation.say('对比 Reno 13 和 Find N5');
    const answer = await conversation.say('我要续航好的那个');
    expect(answer.text).toContain('电池：Reno 13 5600mAh；Find N5 5600mAh');
    expect(answer.text).not.toMatch(/加入购物车/);
  });

  it('"就这样吧" names nothing to buy', async () => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('对比 X8 和 X9');
    const answer = await conversation.say('就这样吧');
    expect(answer.text).not.toMatch(/加入购物车/);
  });
});
