import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "X9和X9 Pro有什么区别" / "what is the difference between X9 and X9 Pro?" answered only the two prices and "details in
// the table"; "what does the Pro have that the X9 does not?" gave the X9's specs; "X9和X9 Pro差多少钱" and "how much more
// is the X9 Pro than the X9?" gave each price, leaving the sum to the shopper. Built: a difference question about the
// products named or in focus leads with the specs whose values differ, side by side; a price gap asked of two products
// named is the gap. shops/demo: Find X9 ¥3999 (¥3499 after the subsidy) 7025mAh 203g, Find X9 Pro ¥5299 (¥4799)
// 7500mAh 224g; storage "256GB / 512GB" and "512GB / 1TB".
describe('what differs between products, and by how much', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', ['X9和X9 Pro有什么区别'], '主要区别（Find X9 对 Find X9 Pro）：屏幕 6.59英寸 1.5K 120Hz 对 6.78英寸 2K 120Hz；电池 7025mAh 对 7500mAh；'],
    ['zh-CN', ['X9和X9 Pro有什么区别'], '存储 256GB / 512GB 对 512GB / 1TB；重量 203g 对 224g。'],
    [
      'en',
      ['what is the difference between X9 and X9 Pro?'],
      'The differences (Find X9 vs Find X9 Pro): Screen 6.59-inch 1.5K 120Hz vs 6.78-inch 2K 120Hz; Battery 7025mAh vs 7500mAh;',
    ],
    ['en', ['compare X9 and X9 Pro', 'what does the Pro have that the X9 does not?'], 'Battery 7025mAh vs 7500mAh'],
    ['zh-CN', ['Pad 3和Pad 3 Pro哪个好', '有什么不同'], '主要区别（Pad 3 对 Pad 3 Pro）：处理器 天玑 8350 对 骁龙 8 Gen 3；'],
    ['zh-CN', ['X9和X9 Pro差多少钱'], 'Find X9 Pro 比 Find X9 贵 ¥1300：¥4799 对 ¥3499。'],
    ['en', ['how much more is the X9 Pro than the X9?'], 'The Find X9 Pro costs ¥1300 more than the Find X9: ¥4799 against ¥3499.'],
  ] as const)('%s %j', async (locale, questions, expected) => {
    const conversation = await demo.talk(locale);
    let answer = await conversation.say(questions[0]);
    for (const question of questions.slice(1)) answer = await conversation.say(question);
    expect(answer.text).toContain(expected);
  });

  it('a spec they share is no difference', async () => {
    const conversation = await demo.talk('zh-CN');
    const answer = await conversation.say('X9和X9 Pro有什么区别');
    // Both charge at 80W wired + 50W wireless and use the Dimensity 9500.
    expect(answer.text).not.toContain('充电 80W');
    expect(answer.text).not.toContain('处理器');
  });
});
