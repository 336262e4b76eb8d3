import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// An option group asked by its name, other than colours and sizes: "X9有哪些内存" listed four phones, "what RAM does the
// X9 come in?" answered its colours, and right after "对比 X8 和 X9", "它们有哪些内存" listed four phones and "what RAM do
// they come in?" gave the X9's colours. Built: a question naming one of the catalog's option groups (by its name in
// either language, "内存" as part of "运行内存") answers that group: the product's values with their stock, or each
// compared product's values side by side (said once when they are the same). shops/demo: Find X8 and Find X9 both in 运行内存 (RAM) 12GB / 16GB.
describe('an option group asked by its name', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', 'X9有哪些内存', /^Find X9：12GB：有货（剩 \d+ 件）；16GB：有货/],
    ['en', 'what RAM does the X9 come in?', /^Find X9 — 12GB: \d+ left; 16GB: \d+ left/],
  ] as const)('%s "%s": its RAM and the stock of each', async (locale, asked, expected) => {
    const conversation = await demo.talk(locale);
    const answer = await conversation.say(asked);
    expect(answer.text).toMatch(expected);
  });

  it.each([
    ['zh-CN', '对比 X8 和 X9', '它们有哪些内存', /^运行内存：两款都是 12GB \/ 16GB。/],
    ['en', 'compare X8 and X9', 'what RAM do they come in?', /^RAM: both come in 12GB \/ 16GB\./],
  ] as const)('%s "%s" → "%s": both phones\' RAM side by side', async (locale, compare, asked, expected) => {
    const conversation = await demo.talk(locale);
    await conversation.say(compare);
    const answer = await conversation.say(asked);
    expect(answer.text).toMatch(expected);
  });
});
