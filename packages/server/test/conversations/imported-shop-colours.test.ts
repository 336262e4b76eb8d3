import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a jewellery export whose pieces come in one version and say their colour in tags and titles
// (fixture jewellery-colour-words.csv, names of our own). Before: "有金色耳环吗" found nothing (the basic colour 金 was
// matched against variant options only); "do they come in silver?" of earrings tagged Silver said they do not; "how
// much are the gold wave earrings?" read the title's Gold as an option the earrings "do not come in", and said "is".
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-colour-words.csv', import.meta.url));

describe('colours a one-version piece carries in its tags and title (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'marlow-colours', name: 'Marlow Studio', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"有金色耳环吗" lists the earrings tagged or titled gold; "有银色手镯吗" the bangle with a Silver variant', async () => {
    const [gold] = await shop.converseIn('zh-CN', '有金色耳环吗');
    expect([...gold!.products].sort()).toEqual(['Gold Wave Earrings', 'Sun Drops']);
    const [silver] = await shop.converseIn('zh-CN', '有银色手镯吗');
    expect(silver!.products).toEqual(['Twist Bangle']);
  });

  it('"how much are the gold wave earrings?" → "do they come in silver?" → "and in black?"', async () => {
    const [price, silver, black] = await shop.converse('how much are the gold wave earrings?', 'do they come in silver?', 'and in black?');
    expect(price!.text).toBe('The Gold Wave Earrings are $48.');
    expect(silver!.text).toMatch(/^Yes, the Gold Wave Earrings are Silver\. /);
    expect(black!.text).toMatch(/^The Gold Wave Earrings do not come in "black"\. /);
  });

  it('a word of a colour in everyday Chinese is not a colour: "我的银行卡被扣了两次" finds no silver pieces', async () => {
    const [bank] = await shop.converseIn('zh-CN', '我的银行卡被扣了两次');
    expect(bank!.products).toEqual([]);
  });

  it('"do you sell earrings?" / "do you carry bracelets?" list them (before: "Sorry, I could not find anything on that")', async () => {
    const [earrings] = await shop.converse('do you sell earrings?');
    expect([...earrings!.products].sort()).toEqual(['Gold Wave Earrings', 'Knot Studs', 'Sun Drops']);
    const [bracelets] = await shop.converse('do you carry bracelets?');
    expect(bracelets!.products).toEqual(['Twist Bangle']);
  });
});
