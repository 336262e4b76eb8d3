import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying a swimwear export as a shopper: "do you have any leopard tops?" found one top, though another comes in
// Leopard: the export tags some products LEOPARD, and the tag was required beside the colour. A tag that only repeats
// an option value asked for adds nothing to it (a value is met by a variant or by that tag). In the fixture the Breeze
// Top is tagged LEOPARD and has Leopard variants; the Sandbar Top has Leopard variants only.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-prints.csv', import.meta.url));

describe('an option value the shop also tags is one wish (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'brinewell-tags', name: 'Brinewell', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"do you have any leopard tops?" finds both leopard tops', async () => {
    const [leopard] = await shop.converse('do you have any leopard tops?');
    expect(leopard!.products).toEqual(['Breeze Top', 'Sandbar Top']);
  });

  it('"有豹纹的上衣吗" too', async () => {
    const [leopard] = await shop.converseIn('zh-CN', '有豹纹的上衣吗');
    expect(leopard!.products).toEqual(['Breeze Top', 'Sandbar Top']);
  });
});
