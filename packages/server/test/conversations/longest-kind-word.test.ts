import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "有衬衫外套吗" to an English streetwear export whose shirts have the type Shirts and whose shackets are Coats &
// Jackets listed the shirts: 衬衫 (a word of the type Shirts) was matched inside 衬衫外套 before the longer kind word the
// shacket titles answer to was looked at. Built (extract-entities.ts): a kind word of the titles that holds the type's
// word, and is longer, wins over it — the longest kind word first.
// Fixture streetwear-shirts-and-shackets.csv: two shirts (type Shirts), two shackets (type Coats & Jackets).
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-shirts-and-shackets.csv', import.meta.url));
const kestrel = importedShopForFile(EXPORT, { folder: 'kestrel-shackets', name: 'Kestrel', currency: 'INR' });

const SHACKETS = ['Aqua Twill Cactus Shacket', 'White Twill Zipper Shacket'];
const SHIRTS = ['Embroidered Collar Boxy Shirt', 'Vintage Herbarium Shirt'];

describe('the longest kind word first (rules path)', () => {
  it.each(['有衬衫外套吗', '有衬衫夹克吗'])('"%s": the two shackets, not the shirts', async (question) => {
    const [answer] = await kestrel.converseIn('zh-CN', question);
    expect(answer!.products.sort()).toEqual(SHACKETS);
  });

  it('"do you have shackets?": the two shackets', async () => {
    const [answer] = await kestrel.converse('do you have shackets?');
    expect(answer!.products.sort()).toEqual(SHACKETS);
  });

  it.each([
    ['zh-CN', '有衬衫吗'],
    ['en', 'do you have shirts?'],
  ] as const)('%s "%s" still lists the shirts', async (locale, question) => {
    const [answer] = await kestrel.converseIn(locale, question);
    expect(answer!.products.sort()).toEqual(SHIRTS);
  });
});
