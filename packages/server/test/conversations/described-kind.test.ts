import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a streetwear export (categories, no types; the fixture's own titles): "any boxy tees?" listed
// every product whose title holds "boxy", a shirt among the tees, and missed the tees only described or tagged so;
// "any star tees?" answered the specs of the one shirt with "star" in its title. A kind named in the plural with a word
// that describes it finds the products of that kind carrying the word in their title, tags or description, and says so
// when none does. In the fixture: Plain Sand Boxy Tee (title), Grey Loop Tee (description), Ember Graphic Tee (tag
// Boxy), Slim Rib Tee (none of them); Star Twill Boxy Shirt and Night Oxford Shirt.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-described.csv', import.meta.url));

describe('a kind and a word that describes it: the products of that kind carrying the word (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'kiln-lane', name: 'Kiln Lane', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"any boxy tees?": the three tees titled, described or tagged boxy; not the boxy shirt, not the slim tee', async () => {
    const [boxy] = await shop.converse('any boxy tees?');
    expect(boxy!.products).toEqual(['Plain Sand Boxy Tee', 'Grey Loop Tee', 'Ember Graphic Tee']);
    expect(boxy!.text).toBe('3 matches: Plain Sand Boxy Tee (from $32), Grey Loop Tee (from $36), Ember Graphic Tee (from $38).');
  });

  it('"any star tees?": no tee is, so it says so and shows the tees', async () => {
    const [star] = await shop.converse('any star tees?');
    expect(star!.text).toMatch(/^No star tees; we have these tees: Plain Sand Boxy Tee \(from \$32\), Grey Loop Tee/);
    expect(star!.products).toEqual(['Plain Sand Boxy Tee', 'Grey Loop Tee', 'Slim Rib Tee', 'Ember Graphic Tee']);
  });

  it('"any boxy shirts?" is the boxy shirt only; "any slim shirts?" none of the shirts, both shown', async () => {
    const [boxy] = await shop.converse('any boxy shirts?');
    expect(boxy!.products).toEqual(['Star Twill Boxy Shirt']);
    const [slim] = await shop.converse('any slim shirts?');
    expect(slim!.text).toMatch(/^No slim shirts; we have these shirts: /);
    expect(slim!.products).toEqual(['Star Twill Boxy Shirt', 'Night Oxford Shirt']);
  });

  it('"有boxy的T恤吗" finds the boxy tees; "有star的T恤吗" says none is', async () => {
    const [boxy] = await shop.converseIn('zh-CN', '有boxy的T恤吗');
    expect(boxy!.products).toEqual(['Plain Sand Boxy Tee', 'Grey Loop Tee', 'Ember Graphic Tee']);
    const [star] = await shop.converseIn('zh-CN', '有star的T恤吗');
    expect(star!.text).toMatch(/^没有找到“star”的T恤，现有这些T恤：Plain Sand Boxy Tee/);
  });

  it('"how much is the grey loop tee?" still names that tee', async () => {
    const [price] = await shop.converse('how much is the grey loop tee?');
    expect(price!.text).toContain('The Grey Loop Tee is $36.');
  });
});
