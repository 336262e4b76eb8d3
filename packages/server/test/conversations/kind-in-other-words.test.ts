import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a live swimwear export whose type is SWIMWEAR, "do you have swimsuits?" answered 'I couldn't find "swimsuits" in
// this shop. We sell swimwears, …' (and "swimsuits" alone "I could not find anything on that"): the built-in words
// of a kind reached an English type only in Chinese. A shopper's other English word for a type ("swimsuits",
// "bathing suits", "jumpers", "trousers") now finds it, unless the shop writes that word itself in a title or tag.
// Types are the catalogs'.
const SWIM = fileURLToPath(new URL('../fixtures/shopify/swim-one-piece-titles.csv', import.meta.url));
const swim = importedShopForFile(SWIM, { folder: 'covewater-kinds', name: 'Covewater', currency: 'USD' });
const threadline = shopForFile(SHOPS.threadline);

describe("a shopper's other word for the shop's type (rules path)", () => {
  it.each(['do you have swimsuits?', 'swimsuits', 'any bathing suits?'])('"%s" lists the swimwear', async (question) => {
    const [answer] = await swim.converse(question);
    expect(answer!.products.length).toBeGreaterThan(0);
    expect(answer!.products).toContain('SEA GLASS ONE PIECE');
    expect(answer!.products).toContain('Reef Top');
    expect(answer!.text).not.toMatch(/could(?:n't| not) find/i);
  });

  it.each([
    ['do you have jumpers?', 'Sweaters'],
    ['any trousers?', 'Pants'],
  ])('threadline: "%s" lists its %s', async (question, type) => {
    const answer = await (await threadline.talk('en')).say(question);
    const listed = partsOf(answer, 'product');
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) expect(product.productType).toBe(type);
  });
});
