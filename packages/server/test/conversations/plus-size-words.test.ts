import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "大码" and "plus size" name no one letter size but the sizes from XL up. Before, "有没有大码的衬衫" listed every shirt
// as if nothing was asked, "do you have plus sizes?" asked "Which product do you mean?" (the clause splitter cut
// "plus" off as a connective), and "any plus size dresses?" listed dresses sold up to L. Now the words name the smallest
// plus size the catalog sells (XL on shops/threadline: shirts S–XL/XXL, dresses XS–L), and a list narrowed by option
// values says so ("4 matches in XL", "为您找到 4 款有 XL 的商品").
const catalog = threadlineCatalog();
const soldIn = (title: string, size: string) => catalog.get(title)!.some((variant) => variant.size === size);
const { talk } = shopForFile(SHOPS.threadline);

describe('plus sizes (threadline, rules path)', () => {
  it.each([
    ['zh-CN', '有没有大码的衬衫', '有 XL 的商品'],
    ['en', 'do you have plus sizes?', 'in XL:'],
    ['en', 'any plus-size shirts?', 'in XL:'],
  ] as const)('%s "%s" lists what is sold in XL and says so', async (locale, question, named) => {
    const c = await talk(locale);
    const answer = await c.say(question);
    expect(answer.text).toContain(named);
    const listed = partsOf(answer, 'product').map((part) => part.name);
    expect(listed.length).toBeGreaterThan(0);
    for (const title of listed) expect(soldIn(title, 'XL'), title).toBe(true);
  });

  it('"any plus size dresses?" says no dress comes in XL (they stop at L)', async () => {
    const c = await talk('en');
    const answer = await c.say('any plus size dresses?');
    expect(answer.text).toMatch(/^No dresses in XL/);
  });

  it('"Linen Shirt多少钱" → "有大码吗" is its stock in XL only', async () => {
    const c = await talk('zh-CN');
    await c.say('Linen Shirt多少钱');
    const answer = await c.say('有大码吗');
    expect(answer.text).toMatch(/^Linen Shirt XL \//);
    expect(answer.text).not.toMatch(/(^|[\s—：:；;])(S|M|L) \//);
  });
});
