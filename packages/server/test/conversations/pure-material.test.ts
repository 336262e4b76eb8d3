import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying a jewellery export as a shopper: "有耳环吗" → "是纯银的吗" answered "不是纯银" for earrings whose listing
// says sterling silver, because their title names another metal ("Gold Elephant Earrings") or a stone is set in them
// (diamond gemstones). Whether a product is pure in a material is read from what its listing says it is made of: not
// from the words of its name, and a stone set in a metal is no blend of metals. The fixture's names are its own.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-blends.csv', import.meta.url));

describe('"is it pure silver?" from what the listing says the product is made of (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'marrow-pin', name: 'Marrow & Pin', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('the Gold Moth Studs are sterling silver, whatever their name says', async () => {
    const [, pure] = await shop.converse('how much are the gold moth studs?', 'is it pure silver?');
    expect(pure!.text).toBe('Yes — Gold Moth Studs: Sterling silver moth studs.');
  });

  it('the Halo Ring is sterling silver set with a diamond: pure silver; the Twin Hoops, gold and silver, are not', async () => {
    const [, ring] = await shop.converseIn('zh-CN', 'Halo Ring多少钱', '是纯银的吗');
    expect(ring!.text).toBe('是的，Halo Ring 的商品说明：“Sterling silver band set with one small diamond.”');
    const [, hoops] = await shop.converse('how much are the twin hoops?', 'are they pure silver?');
    expect(hoops!.text).toMatch(/^Not pure silver — Twin Hoops: Two-tone hoops, gold and silver\./);
  });
});
