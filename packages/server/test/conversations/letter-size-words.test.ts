import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found talking to shops/threadline as a shopper, rules path: sizes said as words ("do you have them in large?",
// "in extra large?", "有大号的吗") were not read as the letter sizes the catalog sells (L, XL), so the answer asked
// which product, or listed every spec. Words for letter sizes are built in, for the sizes a catalog sells.
const catalog = threadlineCatalog();
const { talk } = shopForFile(SHOPS.threadline);

describe('letter sizes said as words (threadline, rules path)', () => {
  it('"tell me about the oxford shirt" → "in extra large?" is its stock in XL', async () => {
    const c = await talk('en');
    await c.say('tell me about the oxford shirt');
    const xl = await c.say('in extra large?');
    const variants = catalog.get('Oxford Button-Down Shirt')!.filter((variant) => variant.size === 'XL');
    for (const variant of variants) expect(xl.text).toContain(`XL / ${variant.color} / ${variant.fit}: ${variant.stock} left`);
    expect(xl.text).not.toMatch(/XXL|specs/);
  });

  it('"Oxford Button-Down Shirt多少钱" → "有大号的吗" is its stock in L', async () => {
    const c = await talk('zh-CN');
    await c.say('Oxford Button-Down Shirt多少钱');
    const large = await c.say('有大号的吗');
    expect(large.text).toMatch(/^Oxford Button-Down Shirt /);
    expect(large.text).toContain('L / ');
    expect(large.text).not.toMatch(/(^|[\s—：:；;])(S|M|XL|XXL) \//);
  });

  it('"what shirts do you have?" → "do you have them in large?" lists the shirts sold in L', async () => {
    const c = await talk('en');
    const shirts = partsOf(await c.say('what shirts do you have?'), 'product').map((part) => part.name);
    const large = await c.say('do you have them in large?');
    expect(large.text).not.toContain('Which one');
    const inL = shirts.filter((title) => catalog.get(title)!.some((variant) => variant.size === 'L'));
    expect(
      partsOf(large, 'product')
        .map((part) => part.name)
        .sort(),
    ).toEqual([...inL].sort());
  });
});
