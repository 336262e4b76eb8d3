import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from './imported-shop.js';

// A jewellery shop whose platform writes types in the singular ("Necklace") and metals as tags, not options: nothing
// of it is in Kefu's code, and shoppers ask for "necklaces", "silver earrings", "gold necklace under $50".
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

interface Listed {
  title: string;
  /** The description as words, its HTML taken out. */
  description: string;
  type: string;
  tags: string[];
  lowest: number;
}

/** The export as the test reads it, independently of Kefu's importer: one entry per product, its lowest price. */
function readExport(): Listed[] {
  const rows = parse(readFileSync(EXPORT), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const byHandle = new Map<string, Listed>();
  for (const row of rows) {
    const handle = row['Handle']!;
    if (row['Title'])
      byHandle.set(handle, {
        title: row['Title'],
        description: row['Body (HTML)']!.replace(/<[^>]+>/g, ' ')
          .replace(/&amp;/g, '&')
          .replace(/\s+/g, ' '),
        type: row['Type']!,
        tags: row['Tags']!.split(',').map((tag) => tag.trim()),
        lowest: Infinity,
      });
    const product = byHandle.get(handle)!;
    if (row['Variant Price']) product.lowest = Math.min(product.lowest, Number(row['Variant Price']));
  }
  return [...byHandle.values()];
}

const listed = readExport();
const titles = (filter: (product: Listed) => boolean) =>
  listed
    .filter(filter)
    .map((product) => product.title)
    .sort();
const NECKLACES = titles((product) => product.type === 'Necklace');
const BRACELETS = titles((product) => product.type === 'Bracelet');
const SILVER_EARRINGS = titles((product) => product.type === 'Earrings' && product.tags.includes('Silver'));
const GOLD_NECKLACES_UNDER_50 = titles((product) => product.type === 'Necklace' && product.tags.includes('Gold') && product.lowest <= 50);

describe('a jewellery shop started with `kefu shop init --catalog` from its export, on the rules path', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'wren', name: 'Wren & Co', currency: 'USD' });
  });
  afterAll(async () => shop?.close());
  const converse = (...questions: string[]) => shop.converse(...questions);

  it('"Do you have necklaces?" lists necklaces (a singular type asked in the plural), and says it shows some of them', async () => {
    expect(NECKLACES.length).toBeGreaterThan(4);
    const [answer] = await converse('Do you have necklaces?');
    expect(answer!.products).toHaveLength(4);
    for (const name of answer!.products) expect(NECKLACES).toContain(name);
    expect(answer!.text).toMatch(/^Here are 4 of the matches: /);
  });

  it('"Do you have necklaces?" → "what is the first one made of?" → "how much is the third one?" pick from the list shown', async () => {
    const [list, material, price] = await converse('Do you have necklaces?', 'what is the first one made of?', 'how much is the third one?');
    const [first, , third] = list!.products;
    const described = listed.find((product) => product.title === first)!.description;
    expect(material!.text.startsWith(`${first}: `)).toBe(true);
    // In the shop's own words: each sentence of the answer is one of the description's.
    for (const sentence of material!.text.slice(first!.length + 2).split(/(?<=\.) /)) expect(described).toContain(sentence.trim());
    expect(material!.text).toMatch(/gold|silver|leather|plated|sterling|bead/i);
    const lowest = listed.find((product) => product.title === third)!.lowest;
    expect(price!.text.startsWith(`The ${third} is $${lowest}`)).toBe(true);
  });

  it('"Do you have necklaces?" → "is the first one gold?" → "is the second one silver?" answer each from its description, not a search for gold things', async () => {
    const [list, gold, silver] = await converse('Do you have necklaces?', 'is the first one gold?', 'is the second one silver?');
    const [first, second] = list!.products;
    for (const [answer, title] of [
      [gold!, first!],
      [silver!, second!],
    ] as const) {
      expect(answer.products).toEqual([title]);
      // A yes/no question: yes or no, then the description's sentences that say what it is made of.
      const body = answer.text.replace(/^(?:Yes|No) — /, '');
      expect(body).not.toBe(answer.text);
      expect(body.startsWith(`${title}: `)).toBe(true);
      const described = listed.find((product) => product.title === title)!.description;
      for (const sentence of body.slice(title.length + 2).split(/(?<=\.) /)) expect(described).toContain(sentence.trim());
    }
  });

  it('"Do you have bracelets?" is a search of the type, not "which product do you mean?"', async () => {
    const [answer] = await converse('Do you have bracelets?');
    expect(answer!.products.sort()).toEqual(BRACELETS);
    expect(answer!.text).toMatch(new RegExp(`^${BRACELETS.length} matches: `));
  });

  it('"show me silver earrings" finds the earrings tagged Silver, though no earring has a Silver option', async () => {
    const [answer] = await converse('show me silver earrings');
    expect(SILVER_EARRINGS.length).toBeGreaterThan(1);
    expect(answer!.products.sort()).toEqual(SILVER_EARRINGS);
  });

  it('"gold necklace under $50" keeps all three wishes: type, tag and budget', async () => {
    const [answer] = await converse('gold necklace under $50');
    expect(GOLD_NECKLACES_UNDER_50.length).toBeGreaterThan(1);
    expect(answer!.products.sort()).toEqual(GOLD_NECKLACES_UNDER_50);
    for (const price of answer!.text.match(/\$\d+(\.\d+)?/g) ?? []) expect(Number(price.slice(1))).toBeLessThanOrEqual(50);
  });

  it('products without a type are found by a word their titles share, and the type asked before does not stick to them', async () => {
    const giftsUnder10 = titles((product) => product.title.toLowerCase().includes('gift') && product.lowest <= 10);
    expect(listed.filter((product) => product.title.includes('Gift') && product.type === '').length).toBeGreaterThan(1);
    expect(giftsUnder10.length).toBeGreaterThan(0);
    const [bracelets, gifts] = await converse('Do you have bracelets?', 'show me gifts under $10');
    expect(bracelets!.products.sort()).toEqual(BRACELETS);
    expect(gifts!.products.sort()).toEqual(giftsUnder10);
  });

  it('"is the Anchor Cuff in stock in silver?" → "what about gold?" swaps the metal (one option group), not asks for both', async () => {
    const [silver, gold] = await converse('is the Anchor Cuff in stock in silver?', 'what about gold?');
    expect(silver!.text).toMatch(/^Anchor Cuff — Silver: /);
    expect(gold!.text).toMatch(/^Anchor Cuff — Gold: \d+ left\.$/);
  });

  it('three different searches in a row are not one question asked again: no human is offered', async () => {
    const answers = await converse('Do you have bracelets?', 'show me silver earrings', 'gold necklace under $50');
    expect(answers.map((answer) => answer.products.length > 0)).toEqual([true, true, true]);
    expect(answers.flatMap((answer) => answer.replies)).not.toContain('talk to a person');
  });
});
