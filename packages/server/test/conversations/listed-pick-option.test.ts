import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying a streetwear export as a shopper: "any polos?" → "the second one in L?" listed every spec of the second
// polo (its sizes among them) instead of whether it is there in L. A place in the list with an option value asks the
// stock of that product in it. In the fixture the Ripple Top comes in Black and Zinnia, S to L, Zinnia / M sold out.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-prints.csv', import.meta.url));

describe('a product placed in the list with an option value: its stock in that value (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'brinewell-pick', name: 'Brinewell', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"any tops?" → "the second one in M?": the Ripple Top in M, Zinnia sold out', async () => {
    const [, m] = await shop.converse('any tops?', 'the second one in M?');
    expect(m!.products).toEqual(['Ripple Top']);
    expect(m!.text).toBe('Ripple Top — Black / M: 4 left; Zinnia / M: sold out.');
  });

  it('"any tops?" → "the first one in leopard?": the Breeze Top\'s leopard sizes', async () => {
    const [, leopard] = await shop.converse('any tops?', 'the first one in leopard?');
    expect(leopard!.products).toEqual(['Breeze Top']);
    expect(leopard!.text).toContain('Leopard / L: sold out');
    expect(leopard!.text).not.toMatch(/Black|Pink Gingham/);
  });
});
