import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// A Shopify export that files its products under the standard taxonomy ("Apparel & Accessories > Clothing > Pants >
// Cargo Pants", "… > Outerwear > Coats & Jackets") and leaves Type empty. Before: "pants" found only the trousers
// (or nothing: "Sorry, I did not quite understand"), "jackets" and "coats" found nothing (the leaf "Coats & Jackets"
// was one word to the lexicon), "tops" nothing, and a bare "tees" was not understood. Built: every kind a category
// path names — each segment below the root and each part of a leaf "A & B" — is a word for the products filed under
// it (adapters/rules/category-path-words.ts). Fixture streetwear-kinds-in-paths.csv (our own): two tees, a polo, a
// shirt, a shacket and a bomber under Coats & Jackets, a cargo and a trouser under Pants.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-kinds-in-paths.csv', import.meta.url));
const kiln = importedShopForFile(EXPORT, { folder: 'kiln-row-paths', name: 'Kiln Row', currency: 'INR' });

const TEES = ['Loop Boxy Tee', 'Plain Sand Tee'];
const JACKETS = ['Cactus Twill Shacket', 'Ripstop Bomber'];
const PANTS = ['Black Twill Cargo', 'Pleated Off-White Trouser'];
const TOPS = [...TEES, 'Collar Branding Polo', 'Herbarium Shirt'];

describe('the kinds a category path names (rules path)', () => {
  it.each([
    ['en', 'pants', PANTS],
    ['en', 'do you have pants?', PANTS],
    ['zh-CN', '有裤子吗', PANTS],
    ['en', 'jackets', JACKETS],
    ['en', 'any coats?', JACKETS],
    ['zh-CN', '有外套吗', JACKETS],
    ['en', 'tees', TEES],
    ['en', 'show me your tops', TOPS],
  ] as const)('%s "%s" lists what is filed under it', async (locale, question, expected) => {
    const [answer] = await kiln.converseIn(locale, question);
    expect([...answer!.products].sort()).toEqual([...expected].sort());
  });

  it('"cargo pants" still lists the cargo alone, "trousers" the trouser alone', async () => {
    const [cargo] = await kiln.converse('cargo pants');
    expect(cargo!.products).toEqual(['Black Twill Cargo']);
    const [trousers] = await kiln.converse('trousers');
    expect(trousers!.products).toEqual(['Pleated Off-White Trouser']);
  });
});
