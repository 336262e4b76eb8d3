import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Another product type asked alone right after a search: "any tees?" → "what about shirts?" answered "Sorry, I could
// not find anything on that" on an imported export whose shirts carry no "shirts" tag (threadline's do, which is why
// it worked there). Now it is the same kind of search for shirts, keeping the wishes told that still hold, such as
// who the shopper buys for. Titles and audiences are the fixture's.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/outfitter-audiences.csv', import.meta.url));
const SHIRTS = ['Breton Stripe Shirt', 'Oxford Work Shirt', 'Garden Camp Shirt'];

describe('another type asked alone after a search (imported export, rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'harbour-row-types', name: 'Harbour Row', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"any tees?" → "what about shirts?" lists the shirts', async () => {
    const [, shirts] = await shop.converse('any tees?', 'what about shirts?');
    expect(shirts!.products.sort()).toEqual([...SHIRTS].sort());
  });

  it('"有T恤吗" → "衬衫呢" lists the shirts', async () => {
    const [, shirts] = await shop.converseIn('zh-CN', '有T恤吗', '衬衫呢');
    expect(shirts!.products.sort()).toEqual([...SHIRTS].sort());
  });

  it('"anything for kids?" → "what about shirts?" says no shirt is marked for kids and shows the shirts', async () => {
    const [, shirts] = await shop.converse('anything for kids?', 'what about shirts?');
    expect(shirts!.text).toMatch(/^We don't have shirts marked for kids\. The closest we have: /);
    expect(shirts!.products.sort()).toEqual([...SHIRTS].sort());
  });
});
