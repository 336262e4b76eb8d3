import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying threadline in Chinese: "有卫衣吗" answered "没有找到相关说明" though the shop sells a hoodie, whose kind the
// catalog names only in its title (its type is another: Sweaters, here a bare "Clothing Tops" category). A Chinese
// word of the built-in retail words for a kind the titles name in English ("卫衣" for "… Hoodie") searches the titles,
// where no type or tag of the catalog is of that kind.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-described.csv', import.meta.url));

describe('a kind the catalog names only in English titles, asked in Chinese (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'kiln-lane-titles', name: 'Kiln Lane', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"有卫衣吗" finds the Ash Zip Hoodie; "有T恤吗" still the tees by their category', async () => {
    const [hoodies] = await shop.converseIn('zh-CN', '有卫衣吗');
    expect(hoodies!.products).toEqual(['Ash Zip Hoodie']);
    const [tees] = await shop.converseIn('zh-CN', '有T恤吗');
    expect(tees!.products).toEqual(['Plain Sand Boxy Tee', 'Grey Loop Tee', 'Slim Rib Tee', 'Ember Graphic Tee']);
  });
});
