import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "what about sale items?" on the demo got the Repairs article (no cue read "sale items" as a promotion question), and
// after "X9 price?" any wording of it ("哪些在打折") repeated the X9's subsidy. Built: the shop's goods on sale asked as
// such (sale items, what's on sale, clearance, 打折的商品, 哪些在打折) answer the promotions running now, even with one
// product in focus; "any deals?" about the product just discussed still answers that product's.
describe('the shop’s goods on sale asked as such (demo, rules path)', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['en', ['what about sale items?'], 'Promotions running now'],
    ['en', ['X9 price?', 'what about sale items?'], 'Promotions running now'],
    ['en', ['what is on sale?'], 'Promotions running now'],
    ['zh-CN', ['X9多少钱', '哪些在打折'], '当前进行中的优惠'],
    ['zh-CN', ['有打折的商品吗'], '当前进行中的优惠'],
  ] as const)('%s %j: the promotions running now, with their products', async (locale, questions, heading) => {
    const conversation = await demo.talk(locale);
    let answer = await conversation.say(questions[0]!);
    for (const question of questions.slice(1)) answer = await conversation.say(question);
    expect(answer.text).toContain(heading);
    expect(answer.text).toContain('Find X9 Pro');
    expect(answer.text).not.toMatch(/Repairs|repair centre/);
  });

  it('en "X9 price?" → "any deals?": still the X9’s own promotion', async () => {
    const conversation = await demo.talk('en');
    await conversation.say('X9 price?');
    const answer = await conversation.say('any deals?');
    expect(answer.text).toMatch(/^The Find X9 is ¥3999/);
    expect(answer.text).not.toContain('Find X9 Pro');
  });
});
