import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// After a comparison, "那我买续航好的那个" answered "Find X9：在商品页选好规格后加入购物车…" and "I will take the cheaper
// one" "To buy the Linen Shirt: …": the product picked, not why that one (the Linen Shirt, listed dearer, is cheaper
// after its promotion). Built: the how-to says first what picked it — the spec named and the figure ("电池：Find X9 更大
// （7025mAh）"), or the price it costs now ("The cheaper one is the Linen Shirt ($47.20 after promotions)"). shops/demo:
// Find X8 ¥2999 193g 5630mAh, Find X9 ¥3999 (¥3499 after the national subsidy) 203g 7025mAh; earbuds Enco X3 ¥999,
// Air4 ¥299, Free4 ¥449. shops/threadline: Linen Shirt $59 ($47.20 after promotions), Oxford Button-Down Shirt $54.
describe('why the one decided on was picked', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['zh-CN', ['对比 X8 和 X9', '那我买续航好的那个'], '电池：Find X9 更大（7025mAh）。在商品页选好规格后加入购物车'],
    ['zh-CN', ['对比 X8 和 X9', '我要轻一点的'], '重量：Find X8 更轻（193g）。在商品页选好规格后加入购物车'],
    ['zh-CN', ['对比 X8 和 X9', '我要便宜的那个'], '更便宜的是 Find X8（¥2999）。在商品页选好规格后加入购物车'],
    ['zh-CN', ['有什么耳机', '我要便宜的那个'], '最便宜的是 Enco Air4（¥299）。在商品页选好规格后加入购物车'],
    ['en', ['compare X8 and X9', 'I will take the cheaper one'], 'The cheaper one is the Find X8 (¥2999). Choose the options you want on the product page'],
    ['en', ['compare X8 and X9', 'I will take the pricier one'], 'The pricier one is the Find X9 (¥3499 after promotions). Choose the options'],
    ['en', ['compare X8 and X9', 'I will take the one with the bigger battery'], 'Battery: the Find X9 has more (7025mAh). Choose the options you want'],
  ] as const)('demo %s %j', async (locale, questions, expected) => {
    const conversation = await demo.talk(locale);
    await conversation.say(questions[0]);
    const answer = await conversation.say(questions[1]);
    expect(answer.text).toContain(expected);
  });

  it('threadline en: the cheaper after its promotion', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('compare the linen shirt and the oxford shirt');
    const answer = await conversation.say('I will take the cheaper one');
    expect(answer.text).toMatch(/^The cheaper one is the Linen Shirt \(\$47\.20 after promotions\)\. Choose the options you want/);
  });

  it('threadline zh-CN: 便宜的那个', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('compare the linen shirt and the oxford shirt');
    const answer = await conversation.say('那我要便宜的那个');
    expect(answer.text).toMatch(/^更便宜的是 Linen Shirt（优惠后 \$47\.20）。在商品页选好规格后/);
  });

  it('by name ("那就X9吧") there is no why to say', async () => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('对比 X8 和 X9');
    const answer = await conversation.say('那就X9吧');
    expect(answer.text).toMatch(/^Find X9：在商品页选好规格后加入购物车/);
  });
});
