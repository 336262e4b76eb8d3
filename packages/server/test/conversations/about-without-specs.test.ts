import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "tell me about the comet earrings" on a jewellery export whose products list no options or attributes, as most
// live jewellery exports do: before, "The shop lists no specs for Comet Earrings." and nothing else. Now the price and
// what the description says (its first sentences), which is what the shop tells about it.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

const shop = importedShopForFile(EXPORT, { folder: 'lumen-about', name: 'Lumen Jewellery', currency: 'USD' });

describe('a product with no specs, asked about (imported Shopify export, rules path)', () => {
  it.each([
    ['en', 'tell me about the comet earrings', 'Comet Earrings, $32: Blue enamel comets, sterling silver posts.'],
    ['zh-CN', '介绍一下Comet Earrings', 'Comet Earrings，$32。商品说明：“Blue enamel comets, sterling silver posts.”'],
  ] as const)('%s "%s" gives its price and description', async (locale, question, expected) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.text).toBe(expected);
  });
});
