import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';
import { SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found trying a jewellery export and shops/threadline as a shopper, rules path. Answers about every product of a list:
// - "有耳环吗" → "是纯银的吗" ran the products' answers together ("…moth studs.是的，Twin Hoops…"): an answer ending in
//   the catalog's own words now ends its line;
// - "40美元以内的T恤" → "哪个最便宜" said "A 更便宜：$22，B $26，便宜 $4" of four tees, a pair's wording: now the
//   cheapest of them, then the next;
// - a list asked with a budget ended "告诉我预算或其他要求" / "Tell me a budget or what matters most": the budget is
//   not asked for again.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-blends.csv', import.meta.url));
const tees = [...threadlineCatalog()].filter(([title]) => / Tee$/.test(title));
const from = (variants: ReadonlyArray<{ price: number }>) => Math.min(...variants.map((variant) => variant.price));

describe('answers about the products of a list', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'marrow-pin-list', name: 'Marrow & Pin', currency: 'USD' });
  });
  afterAll(async () => shop?.close());
  const threadline = shopForFile(SHOPS.threadline);

  it('"有耳环吗" → "是纯银的吗": one line per earring, each the yes or no of that one', async () => {
    const [, pure] = await shop.converseIn('zh-CN', '有耳环吗', '是纯银的吗');
    expect(pure!.text.split('\n')).toEqual([
      '是的，Gold Moth Studs 的商品说明：“Sterling silver moth studs.”',
      '不是纯银：Twin Hoops 的商品说明：“Two-tone hoops, gold and silver.”',
    ]);
  });

  it('"40美元以内的T恤" → "哪个最便宜": the cheapest of the four, then the next; no budget asked for', async () => {
    const c = await threadline.talk('zh-CN');
    const list = await c.say('40美元以内的T恤');
    expect(list.text).toContain('告诉我其他要求');
    expect(list.text).not.toContain('预算');
    const listed = tees.filter(([title]) => list.text.includes(title)).sort(([, a], [, b]) => from(a) - from(b));
    expect(listed.length).toBe(4);
    const cheapest = await c.say('哪个最便宜');
    const [first, second] = listed;
    expect(cheapest.text).toMatch(new RegExp(`^这几款中最便宜的是 ${first![0]}：\\$${from(first![1])}，其次是 ${second![0]} \\$${from(second![1])}。`));
  });

  it('en: "tees under $40" asks what else matters, not for a budget', async () => {
    const c = await threadline.talk('en');
    const list = await c.say('tees under $40');
    expect(list.text).toMatch(/Tell me what else matters to narrow it down\.$/);
  });
});
