import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2 on shops/threadline: a product named by a part of its title ("the oxford shirt", "Oxford呢") was
// answered, but not put in focus, so "do you have it in XL" asked "which product?", and "Oxford呢" after the Linen
// Shirt answered the Linen Shirt's specs. Expected titles, sizes and prices come from catalog.csv.
const catalog = threadlineCatalog();
const OXFORD = [...catalog.keys()].find((title) => /oxford/i.test(title))!;
const lowest = (title: string) => Math.min(...catalog.get(title)!.map((variant) => variant.price));

const { talk } = shopForFile(SHOPS.threadline);

describe('a product named by a part of its title is the one in focus (rules path)', () => {
  it('"how much is the oxford shirt" → "do you have it in XL": the Oxford\'s XL', async () => {
    const c = await talk('en');
    await c.say('how much is the oxford shirt');
    const xl = await c.say('do you have it in XL');
    expect(partsOf(xl, 'product').map((part) => part.name)).toEqual([OXFORD]);
    const sizes = new Set(catalog.get(OXFORD)!.map((variant) => variant.size));
    expect(sizes.has('XL')).toBe(true);
    expect(xl.text).toMatch(/(^|[^A-Za-z])XL \//);
    for (const size of [...sizes].filter((size) => size !== 'XL')) expect(xl.text).not.toMatch(new RegExp(`(^|[^A-Za-z])${size} /`));
  });

  it('"Linen Shirt多少钱" → "Oxford呢": the Oxford\'s price, not the Linen Shirt\'s specs', async () => {
    const c = await talk('zh-CN');
    await c.say('Linen Shirt多少钱');
    const oxford = await c.say('Oxford呢');
    expect(partsOf(oxford, 'price').map((part) => part.name)).toEqual([OXFORD]);
    expect(oxford.text).toContain(`$${lowest(OXFORD)}`);
  });

  it.each([
    ['en', 'how much are the chino pants?', 'and the linen ones?'],
    ['zh-CN', 'Chino Pants多少钱', '那linen的呢'],
  ] as const)('[%s] "%s" → "%s": the linen pants (the same type), not the chinos again', async (locale, first, then) => {
    const linenPants = [...catalog.keys()].find((title) => /linen/i.test(title) && /pants/i.test(title))!;
    const c = await talk(locale);
    await c.say(first);
    const linen = await c.say(then);
    expect(partsOf(linen, 'price').map((part) => part.name)).toEqual([linenPants]);
    expect(linen.text).toContain(`$${lowest(linenPants)}`);
  });
});
