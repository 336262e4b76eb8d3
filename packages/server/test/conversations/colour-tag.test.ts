import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying a jewellery export in Chinese: "有金色的项链吗" found nothing, though the shop tags its gold necklaces
// Gold (they come in one version, with no colour option): the colour asked, 金, was compared with the tag as a word.
// A colour asked is met by a tag that names it in either language, as a variant's colour is. Fixture names are its own.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

describe('a colour asked in Chinese of products tagged with it in English (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'wren-gold', name: 'Wren & Co', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"有金色的项链吗" lists the necklaces tagged Gold', async () => {
    const [gold] = await shop.converseIn('zh-CN', '有金色的项链吗');
    expect(gold!.products).toEqual(['Fern Choker', 'Sunrise Locket', 'Harbour Chain', 'Meadow Necklace']);
  });
});
