import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Right after two products were compared (shops/demo, rules path, "对比 X8 和 X9"). Before: "它有货吗" / "它们有货吗" /
// "is it in stock?" / "are they in stock?" answered the Find X9 alone (the last one named), as if the Find X8 had not
// been asked about; and a follow-up asking one spec of both ("它们的电池呢", "what RAM do they come in?") gave its row,
// then the whole comparison summary again ("对比如下：Find X8 ¥2999 对比 Find X9 …，详细参数见下表。"), said one turn
// before. Now: the stock of each compared product, side by side; a follow-up's row alone.
describe('the stock of both compared, and no summary said again', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', '对比 X8 和 X9', '它有货吗', /^Find X8：.*有货（剩 \d+ 件）.*Find X9：.*有货（剩 \d+ 件）/],
    ['zh-CN', '对比 X8 和 X9', '它们有货吗', /^Find X8：.*有货（剩 \d+ 件）.*Find X9：.*有货（剩 \d+ 件）/],
    ['en', 'compare X8 and X9', 'is it in stock?', /^Find X8 — .*\d+ left.*Find X9 — .*\d+ left/],
    ['en', 'compare X8 and X9', 'are they in stock?', /^Find X8 — .*\d+ left.*Find X9 — .*\d+ left/],
  ] as const)('%s "%s" → "%s": the stock of both', async (locale, compare, asked, expected) => {
    const conversation = await demo.talk(locale);
    await conversation.say(compare);
    const answer = await conversation.say(asked);
    expect(answer.text).toMatch(expected);
    expect(answer.text).not.toMatch(/对比如下|how they compare/);
  });

  it.each([
    ['zh-CN', '对比 X8 和 X9', '它们的电池呢', '电池：Find X8 5630mAh；Find X9 7025mAh。'],
    ['zh-CN', '对比 X8 和 X9', '它们有哪些内存', '运行内存：两款都是 12GB / 16GB。'],
    ['en', 'compare X8 and X9', 'what RAM do they come in?', 'RAM: both come in 12GB / 16GB.'],
    ['en', 'compare X8 and X9', 'and the battery?', 'Battery: Find X8 5630mAh; Find X9 7025mAh.'],
  ] as const)('%s "%s" → "%s": the row asked, not the summary again', async (locale, compare, asked, expected) => {
    const conversation = await demo.talk(locale);
    await conversation.say(compare);
    expect((await conversation.say(asked)).text).toBe(expected);
  });
});
