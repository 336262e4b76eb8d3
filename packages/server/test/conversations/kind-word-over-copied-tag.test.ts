import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a real swimwear export whose tags were copied from product to product, "show me bikini tops" listed the tops (by
// their titles) but "有上衣吗" listed four one-pieces and "有比基尼上衣吗" a bottom and a one-piece: 上衣 was read as the
// tag TOP, which bottoms and one-pieces carry, because the built-in Chinese word of a kind went to a tag naming it
// rather than to the titles. Built: 上衣 searches the titles with Top, as "tops" does, whatever the tags say
// (retail-categories.ts). Fixture: swimwear-copied-tags.csv (bottoms tagged TOP, a top tagged BOTTOM).
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swimwear-copied-tags.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'tidewater-kinds', name: 'Tidewater', currency: 'USD' });
const rows = parse(readFileSync(EXPORT), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
const titled = (word: RegExp) => [...new Set(rows.map((row) => row['Title']).filter((title): title is string => !!title && word.test(title)))].sort();
const taggedTop = rows.filter((row) => row['Title'] && /\bTOP\b/.test(row['Tags'] ?? '') && !/\bTop\b/.test(row['Title'])).map((row) => row['Title']!);

describe('a Chinese kind word on an export with copied tags (rules path)', () => {
  it('the export tags products that are no tops TOP', () => {
    expect(taggedTop.length).toBeGreaterThan(0);
  });

  it.each(['有上衣吗', '有比基尼上衣吗'])('"%s" lists the tops by their titles, not the products tagged TOP', async (question) => {
    const [answer] = await shop.converseIn('zh-CN', question);
    expect(answer!.products.sort()).toEqual(titled(/\bTop\b/));
    for (const title of taggedTop) expect(answer!.text).not.toContain(title);
  });
});
