import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a jewellery export: "is it silver?" right after a product was priced searched every silver piece
// (silver is a tag), and "is this one gold?" the gold ones; a yes/no question about "it" is about the product in
// focus, answered from what the shop says of it. Titles and descriptions are the fixture's.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

describe('"is it <a tag>?" about the product in focus (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'wren-is-it', name: 'Wren & Co', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"how much is the tidepool necklace?" → "is it silver?": the Tidepool Necklace\'s silver chain, not a list of silver pieces', async () => {
    const [, silver] = await shop.converse('how much is the tidepool necklace?', 'is it silver?');
    expect(silver!.products).toEqual(['Tidepool Necklace']);
    expect(silver!.text).toContain('silver chain');
  });

  it('"how much is the fern choker?" → "is this one gold?": its gold-plated charm', async () => {
    const [, gold] = await shop.converse('how much is the fern choker?', 'is this one gold?');
    expect(gold!.products).toEqual(['Fern Choker']);
    expect(gold!.text).toContain('gold-plated');
  });

  it('"do you have bracelets?" → "the cheaper one" → "is it leather?": about the cheapest bracelet listed (the Bead Bracelet, $22)', async () => {
    const [list, , leather] = await shop.converse('do you have bracelets?', 'the cheaper one', 'is it leather?');
    expect(list!.products).toContain('Bead Bracelet');
    expect(leather!.products).toEqual(['Bead Bracelet']);
  });
});
