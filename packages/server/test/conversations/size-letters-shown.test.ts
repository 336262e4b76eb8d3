import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a real apparel export (sizes "s", "m", "l", "xl"), "what sizes does it come in?" answered "s: 10 left; m: …; xl:
// …", the letters as exported, and a product whose sizes were added out of order ("m, xs, L, s, Xl, 2xl") was answered
// in that order. Built: the catalog reader shows size letters upper-cased and a size group's values, and the
// variants, from smallest to largest (size-order.ts). Fixture: dresses exported with mixed-case sizes out of order.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/dresses-size-letters.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'hollowbrook-letters', name: 'Hollowbrook', currency: 'USD' });

describe('size letters as exported (imported Shopify export, rules path)', () => {
  it('"what sizes does the Fern Wrap Dress come in?": XS to 2XL upper-cased, smallest first, each with its stock', async () => {
    const [answer] = await shop.converse('what sizes does the Fern Wrap Dress come in?');
    expect(answer!.text).toBe('Fern Wrap Dress — XS: 4 left; S: 6 left; M: 3 left; L: 5 left; XL: 7 left; 2XL: 8 left.');
  });

  it('zh-CN "Fern Wrap Dress 有哪些尺码": the same order', async () => {
    const [answer] = await shop.converseIn('zh-CN', 'Fern Wrap Dress 有哪些尺码');
    expect(answer!.text).toMatch(/^Fern Wrap Dress：XS：有货（剩 4 件）；S：.*；M：.*；L：.*；XL：.*；2XL：有货（剩 8 件）。$/);
  });

  it('"do you have it in xl?" answers XL; "is the moss slip dress available in L?" answers L of each colour', async () => {
    const [, xl] = await shop.converse('what sizes does the Fern Wrap Dress come in?', 'do you have it in xl?');
    expect(xl!.text).toBe('Fern Wrap Dress — XL: 7 left.');
    const [large] = await shop.converse('is the moss slip dress available in L?');
    expect(large!.text).toBe('Moss Slip Dress — L / Ink: 5 left; L / Sage: 8 left.');
  });

  it('"show me dresses" → "what sizes?": each dress\'s sizes upper-cased, smallest first', async () => {
    const [, sizes] = await shop.converse('show me dresses', 'what sizes?');
    expect(sizes!.text).toMatch(
      /^Size: Fern Wrap Dress XS \/ S \/ M \/ L \/ XL \/ 2XL; Moss Slip Dress S \/ M \/ L; Birch Shirt Dress XS \/ S \/ M \/ L \/ XL\./,
    );
  });
});
