import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "X9和X9 Pro有什么区别" → "哪个续航更好" answered "电池：Find X9 7025mAh；Find X9 Pro 7500mAh。更适合续航的是 Find
// X9。": the shop tags the X9 for battery life and not the Pro, and the tag line contradicted the figures beside it.
// Built: when the figures a comparison asks about tell the products apart, they are the answer and no tag is said; a
// tag still separates products whose figures do not. (The English case passed before: its words name no tag.)
describe('a comparison answered by its figures, not contradicted by a tag (demo, rules path)', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', 'X9和X9 Pro有什么区别', '哪个续航更好', '电池：Find X9 7025mAh；Find X9 Pro 7500mAh。', /更适合/],
    ['en', 'compare the X9 and the X9 Pro', 'which has the better battery?', 'Battery: Find X9 7025mAh; Find X9 Pro 7500mAh.', /suggests|suited/],
  ] as const)('%s "%s" → "%s": the batteries side by side, no tag naming the smaller one', async (locale, first, second, figures, tagLine) => {
    const conversation = await demo.talk(locale);
    await conversation.say(first);
    const answer = await conversation.say(second);
    expect(answer.text.startsWith(figures)).toBe(true);
    expect(answer.text).not.toMatch(tagLine);
  });
});
