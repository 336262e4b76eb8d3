import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from './imported-shop.js';

// A swimwear shop whose export has tags copied from product to product (a top tagged BOTTOM, bottoms tagged TOP and
// ONE PIECE) and one-pieces under three types: the words of a product's title are what a shopper's words can trust.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swimwear-copied-tags.csv', import.meta.url));

/** The export's products as the test reads them, independently of Kefu's importer: title and lowest price. */
function readExport(): Map<string, number> {
  const rows = parse(readFileSync(EXPORT), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const lowest = new Map<string, number>();
  let title = '';
  for (const row of rows) {
    if (row['Title']) title = row['Title'];
    lowest.set(title, Math.min(lowest.get(title) ?? Infinity, Number(row['Variant Price'])));
  }
  return lowest;
}
const prices = readExport();
const titled = (word: RegExp) => [...prices.keys()].filter((title) => word.test(title)).sort();

describe('a swimwear shop with copied tags, started with `kefu shop init --catalog`, rules path', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'tidewater', name: 'Tidewater', currency: 'USD' });
  });
  afterAll(async () => shop?.close());
  const converse = (...questions: string[]) => shop.converse(...questions);

  it('"looking for a bikini top" lists the tops by their titles, not the bottoms tagged TOP', async () => {
    const tops = titled(/\bTop\b/);
    expect(tops.length).toBeGreaterThan(1);
    const [answer] = await converse('hi! looking for a bikini top');
    expect(answer!.products.sort()).toEqual(tops);
  });

  it('"any one pieces for girls?" lists the girls\' one-pieces, not the product in focus', async () => {
    const girls = titled(/^Girls .*Onepiece$/);
    expect(girls.length).toBeGreaterThan(1);
    const [, answer] = await converse('how much is the Palm Top?', 'any one pieces for girls?');
    expect(answer!.products.sort()).toEqual(girls);
  });

  it('"which one is cheaper, the first or the second?" compares the first two matches shown and names the cheaper', async () => {
    const [list, cheaper] = await converse('hi! looking for a bikini top', 'which one is cheaper, the first or the second?');
    const [first, second] = list!.products;
    expect(cheaper!.compared).toEqual([first, second]);
    const [low, high] = [first!, second!].sort((a, b) => prices.get(a)! - prices.get(b)!);
    expect(prices.get(low!)).toBeLessThan(prices.get(high!)!);
    expect(cheaper!.text.startsWith(`The ${low} is cheaper: $${prices.get(low!)} against $${prices.get(high!)} for the ${high}.`)).toBe(true);
  });

  it('"show me tops under $100" searches the tops within the budget; "any one-pieces?" then drops the budget told for the tops', async () => {
    const tops = [...prices].filter(([title, price]) => /\bTop\b/.test(title) && price <= 100).map(([title]) => title);
    expect(tops.length).toBeGreaterThan(1);
    const [cheapTops, onePieces] = await converse('show me tops under $100', 'any one-pieces?');
    expect(cheapTops!.products.sort()).toEqual(tops.sort());
    // Typed "One-Pieces" or "Swimwear > Onepieces" in the export, one of them over $100.
    expect(onePieces!.products.sort()).toEqual(titled(/One ?piece/i));
    expect(prices.get('Harbour One Piece')).toBeGreaterThan(100);
  });

  it('"how much is the top" prices each of the three tops (a word naming three asks nothing)', async () => {
    const [answer] = await converse('how much is the top');
    const tops = titled(/\bTop\b/);
    expect(tops).toHaveLength(3);
    for (const top of tops) expect(answer!.text).toContain(`The ${top} is $${prices.get(top)}`);
    expect(answer!.text).not.toMatch(/Which one do you mean\?/);
  });
});
