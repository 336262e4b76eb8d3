import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found trying a swimwear export as a shopper ("a one piece swimsuit" → "in black?"), here on shops/threadline, rules
// path: a search in option values nothing comes in answered "Nothing in the shop matches all of that. Try a higher
// budget or fewer wishes?" — with no budget given, and no word of what there is. Now it says that none comes in
// those values, and shows the search without them.
const catalog = threadlineCatalog();
const JEANS = [...catalog.keys()].filter((title) => / Jeans$/.test(title));
const from = (title: string) => Math.min(...catalog.get(title)!.map((variant) => variant.price));
const { talk } = shopForFile(SHOPS.threadline);

describe('a search in values nothing comes in (threadline, rules path)', () => {
  it('the shop sells no red jeans', () => {
    expect(JEANS.length).toBe(2);
    for (const title of JEANS) expect(catalog.get(title)!.some((variant) => /red/i.test(variant.color))).toBe(false);
  });

  it('"any jeans?" → "in red?" says no jeans come in red, and shows the jeans there are', async () => {
    const c = await talk('en');
    const list = partsOf(await c.say('any jeans?'), 'product').map((part) => part.name);
    const red = await c.say('in red?');
    const names = list.map((title) => `${title} (from $${from(title)})`);
    expect(red.text).toBe(`No jeans in Red; we have these jeans: ${names.join(', ')}.`);
    expect(partsOf(red, 'product').map((part) => part.name)).toEqual(list);
  });

  it('"有红色的牛仔裤吗" says 没有红色的牛仔裤, and shows the jeans there are', async () => {
    const c = await talk('zh-CN');
    const red = await c.say('有红色的牛仔裤吗');
    expect(red.text).toMatch(/^没有红色的牛仔裤，现有这些牛仔裤：/);
    expect(
      partsOf(red, 'product')
        .map((part) => part.name)
        .sort(),
    ).toEqual([...JEANS].sort());
  });
});
