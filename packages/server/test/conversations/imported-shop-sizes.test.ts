import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a swimwear export whose products list Color before Size (as a live swimwear shop's does): "what
// sizes does the sunray top come in?" answered its colours ("Black: in stock; Ochre: in stock"). A question about the
// sizes lists each size with the stock of its variants together; one about the colours, each colour. Sizes, colours
// and stock are read from the fixture. "do you have M?" right after a question about one product asked the shop for
// everything in M (the export tags its sizes too, as live swimwear shops do); it asks whether that product comes in it.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-colour-size.csv', import.meta.url));
const rows = (parse(readFileSync(EXPORT), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>).filter(
  (row) => row['Handle'] === 'sunray-top',
);
const sizes = [...new Set(rows.map((row) => row['Option2 Value']!))];
const colours = [...new Set(rows.map((row) => row['Option1 Value']!))];

describe('sizes and colours of a Color × Size product (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'saltline', name: 'Saltline', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"what sizes does the sunray top come in?" lists its sizes; "what colours?" then its colours', async () => {
    const [sizeAnswer, colourAnswer] = await shop.converse('what sizes does the sunray top come in?', 'what colours?');
    expect(sizeAnswer!.products).toEqual(['Sunray Top']);
    for (const size of sizes) expect(sizeAnswer!.text).toMatch(new RegExp(`\\b${size}: `));
    for (const colour of colours) expect(sizeAnswer!.text).not.toContain(`${colour}:`);
    for (const colour of colours) expect(colourAnswer!.text).toContain(`${colour}:`);
  });

  it('"how much is the drift bottom?" → "do you have M?": whether that bottom comes in M (sold out), not a search of the shop', async () => {
    const [, m] = await shop.converse('how much is the drift bottom?', 'do you have M?');
    expect(m!.products).toEqual(['Drift Bottom']);
    expect(m!.text).toContain('M');
    expect(m!.text).toMatch(/Navy \/ M: sold out/);
  });
});
