import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying threadline as a shopper: "how much is the fleece hoodie?" → "is it organic cotton?" answered the specs of
// the Organic Cotton V-Neck Tee (two words of its title), not the hoodie asked about. A yes/no question about "it" with
// a quality before a material asks both of the product in focus; the listing answers the material, and whether it says
// the quality too.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-described.csv', import.meta.url));

describe('"is it organic cotton?" about the product in focus (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'kiln-lane-organic', name: 'Kiln Lane', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('the Grey Loop Tee is cotton, not said to be organic', async () => {
    const [, organic] = await shop.converse('how much is the grey loop tee?', 'is it organic cotton?');
    expect(organic!.products).toEqual(['Grey Loop Tee']);
    expect(organic!.text).toBe('The listing does not say the Grey Loop Tee is organic: Grey Loop Tee: A boxy fit in loopback cotton.');
  });
});
