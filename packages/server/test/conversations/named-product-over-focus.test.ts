import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "is the wet bag waterproof?" right after "how much is the water bottle?" answered "The listing for the 20 oz. …
// Water Bottle does not say whether it is waterproof.": the wet bag, named by part of its title only, was no product
// the question named, so the one in focus was asked about. Built (resolve-references.ts): a product named by part of
// its title, and only one, is the product a yes/no question about a quality is asked of, before the one in focus.
// Fixture swim-bottle-and-wet-bag.csv: a bikini top, a water bottle, a wet bag ("Waterproof lining").
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-bottle-and-wet-bag.csv', import.meta.url));
const saltmarsh = importedShopForFile(EXPORT, { folder: 'saltmarsh-bag', name: 'Saltmarsh', currency: 'USD' });

describe('a product named in the question wins over the one in focus (rules path)', () => {
  it('"is the wet bag waterproof?" after the water bottle: the wet bag, yes', async () => {
    const [bottle, bag] = await saltmarsh.converse('how much is the water bottle?', 'is the wet bag waterproof?');
    expect(bottle!.text).toContain('Water Bottle');
    expect(bag!.text).toBe('Yes — SALTMARSH WET BAG: Waterproof lining keeps the rest of your bag dry.');
  });

  it('"is the water bottle waterproof?" after the wet bag: the bottle, not said', async () => {
    const [, bottle] = await saltmarsh.converse('how much is the wet bag?', 'is the water bottle waterproof?');
    expect(bottle!.text).toBe('The listing for the 20 oz. Saltmarsh Water Bottle does not say whether it is waterproof.');
  });

  it('"wet bag防水吗" after the water bottle: the wet bag, 是的', async () => {
    const [, bag] = await saltmarsh.converseIn('zh-CN', 'water bottle多少钱', 'wet bag防水吗');
    expect(bag!.text).toBe('是的，SALTMARSH WET BAG 的商品说明：“Waterproof lining keeps the rest of your bag dry.”');
  });
});
