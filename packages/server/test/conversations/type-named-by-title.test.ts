import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a live swimwear export, "one piece swimsuits" listed only the three products typed "One-Pieces" or
// "Swimwear > Onepieces" and missed the shop's other one-pieces: typed the broad SWIMWEAR ("DELIGHTFUL ONE PIECE",
// "Cheerful Onepiece - Black") or not typed at all ("Mighty Onepiece"). A product whose title names the type asked
// for, and not a type of its own, is now of that type too; a top merely tagged ONE PIECE is still not. Titles and
// prices are the fixture's.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-one-piece-titles.csv', import.meta.url));
const ONE_PIECES = ['SEA GLASS ONE PIECE', 'Harbour Onepiece - Navy', 'Drift Long-sleeve Onepiece', 'Tidal Onepiece'];
const shop = importedShopForFile(EXPORT, { folder: 'covewater', name: 'Covewater', currency: 'USD' });

describe('a type named by a product title (rules path)', () => {
  it.each([
    ['en', 'one piece swimsuits'],
    ['en', 'do you have onepieces?'],
    ['zh-CN', '有连体泳衣吗'],
  ] as const)('%s "%s" lists the four one-pieces, whatever their type, and not the top tagged ONE PIECE', async (locale, question) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.products.sort()).toEqual([...ONE_PIECES].sort());
  });

  it('"one piece swimsuits" → "in black?": the black ones (typed SWIMWEAR and untyped), not "none in Black"', async () => {
    const [, black] = await shop.converse('one piece swimsuits', 'in black?');
    expect(black!.products.sort()).toEqual(['Drift Long-sleeve Onepiece', 'SEA GLASS ONE PIECE']);
    expect(black!.text).not.toMatch(/^No /);
  });

  it('"one pieces under $150": the $120 and $140 ones', async () => {
    const [answer] = await shop.converse('one pieces under $150');
    expect(answer!.products.sort()).toEqual(['Harbour Onepiece - Navy', 'SEA GLASS ONE PIECE']);
    expect(answer!.text).toContain('$120');
    expect(answer!.text).toContain('$140');
  });

  it('"bottoms" still lists the bottom only', async () => {
    const [answer] = await shop.converse('bottoms');
    expect(answer!.products).toEqual(['Reef Bottom']);
  });
});
