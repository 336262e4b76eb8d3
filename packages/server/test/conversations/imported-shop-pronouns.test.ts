import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a jewellery export: a product named in the plural ("the comet earrings") is "they" next, yet "do
// they come in gold?" searched every earring in gold instead of answering about the pair just priced. Titles are the
// fixture's.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

describe('"they" after a product named in the plural (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'wren', name: 'Wren & Co', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"how much are the comet earrings?" → "do they come in gold?": about the Comet Earrings, not a search', async () => {
    const [, gold] = await shop.converse('how much are the comet earrings?', 'do they come in gold?');
    expect(gold!.products).toEqual(['Comet Earrings']);
    expect(gold!.text).toContain('Comet Earrings');
  });

  it('"how much is the anchor cuff?" → "are they in stock in silver?" → the cuff\'s silver', async () => {
    const [, silver] = await shop.converse('how much is the anchor cuff?', 'are they in stock in silver?');
    expect(silver!.products).toEqual(['Anchor Cuff']);
    expect(silver!.text).toMatch(/Silver/);
  });
});
