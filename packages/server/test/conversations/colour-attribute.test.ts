import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying an apparel export whose products come in one colour each, said in Shopify's colour metafield
// ("Color (product.metafields.shopify.color-pattern)": "blue; white") and sometimes in the title, never as an option:
// - "white polos?" / "white tees?" answered "Sorry, I did not quite understand" (a kind with a colour was no search);
// - "polos under 1500" → "any in white?" listed every product with "White" in its title, shackets and trousers too,
//   and said "No polos in white" of a polo whose colour attribute is white.
// A basic colour asked for is met by a product's colour attribute as by its tags or title; a kind with a colour is a
// search; a colour right after a list narrows that search. The fixture's names are its own.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/tees-care-origin.csv', import.meta.url));

describe('colours a catalog lists as an attribute (imported Shopify export, rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'tidewater-colours', name: 'Tidewater Goods', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"white tees?" finds the tee whose colour attribute says white; "black tees" the black one', async () => {
    const [white] = await shop.converse('white tees?');
    expect(white!.products).toEqual(['Harbour Stripe Tee']);
    const [black] = await shop.converse('black tees');
    expect(black!.products).toEqual(['Keel Pocket Tee']);
  });

  it('"any tees?" → "any in black?" narrows the list to the black tee, not every title holding a colour', async () => {
    const [list, black] = await shop.converse('any tees?', 'any in black?');
    expect([...list!.products].sort()).toEqual(['Harbour Stripe Tee', 'Keel Pocket Tee']);
    expect(black!.products).toEqual(['Keel Pocket Tee']);
  });

  it('"有白色的T恤吗" finds the white tee too', async () => {
    const [white] = await shop.converseIn('zh-CN', '有白色的T恤吗');
    expect(white!.products).toEqual(['Harbour Stripe Tee']);
  });
});
