import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Right after two products were compared (shops/demo, rules path, "对比 X8 和 X9" / "compare X8 and X9"), a follow-up
// answered with one row of both ("它们的电池呢" → "电池：Find X8 5630mAh；Find X9 7025mAh。") or each one's stock
// ("它们有货吗") carried the whole comparison table again, under a one-line answer that no longer said "see the table
// below". Built: the table goes with the comparison itself only; a follow-up of the same two is its line alone.
describe('the comparison table once, with the comparison', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', '对比 X8 和 X9', '它们的电池呢', '电池：Find X8 5630mAh；Find X9 7025mAh。'],
    ['zh-CN', '对比 X8 和 X9', '它们有货吗', 'Find X8：'],
    ['en', 'compare X8 and X9', 'and the battery?', 'Battery: Find X8 5630mAh; Find X9 7025mAh.'],
    ['en', 'compare X8 and X9', 'what RAM do they come in?', 'RAM: both come in 12GB / 16GB.'],
    ['en', 'compare X8 and X9', 'are they in stock?', 'Find X8 — '],
  ] as const)('%s "%s" → "%s": the line alone, no table again', async (locale, compare, asked, expected) => {
    const conversation = await demo.talk(locale);
    const compared = await conversation.say(compare);
    expect(partsOf(compared, 'comparison').map((part) => part.products.map((product) => product.name))).toEqual([['Find X8', 'Find X9']]);
    const answer = await conversation.say(asked);
    expect(answer.text).toContain(expected);
    expect(partsOf(answer, 'comparison')).toEqual([]);
  });

  it('a new comparison still has its table', async () => {
    const conversation = await demo.talk('en');
    await conversation.say('compare X8 and X9');
    const answer = await conversation.say('compare X9 and X9 Pro');
    expect(answer.text).toContain('Here is how they compare');
    expect(partsOf(answer, 'comparison')).toHaveLength(1);
  });
});
