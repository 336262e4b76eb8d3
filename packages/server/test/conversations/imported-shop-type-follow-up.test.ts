import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a streetwear export whose categories are its types: "is the marine tide available in XL?" →
// "and the polo?" answered "I could not find anything on that" (polo is a category, Polos, of two products); a type
// named as a follow-up keeps the last question and asks which of its products is meant. Titles are the fixture's.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-categories.csv', import.meta.url));
const POLOS = ['Contrast Collar Oversized Polo', 'Herbal Cotton Polo'];

describe('a type named as a follow-up (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'northrow-follow-up', name: 'Northrow', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"how much is the marine tide?" → "and the polo?": which of the two polos, offered as quick replies', async () => {
    const [, polo] = await shop.converse('how much is the marine tide?', 'and the polo?');
    expect(polo!.products.sort()).toEqual([...POLOS].sort());
    expect(polo!.replies.sort()).toEqual([...POLOS].sort());
    expect(polo!.text).not.toMatch(/could not find/i);
  });
});
