import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "what colours do the swimsuits come in?" on a swimwear export of 14 products answered one sentence of 10 colours and
// 14 groups of products ("…; the Cheerful Onepiece - Zinnia in Zinnia."), "泳衣有哪些颜色" likewise. Built
// (values-of-kind.ts): past four groups of products alike, the answer is a list as a person would write it — how many
// colours (the first eight named, "and 2 more"), a line per product or group of products alike (at most five lines,
// five values a line, "and 1 more"), and how many products are left, with an offer to list any one's colours. Four
// groups or fewer keep the one sentence (sizes-of-a-kind.test.ts). A type ending in -wear is said without a plural
// ("Our swimwear comes in", before "Our swimwears come in"; kind-plural.ts). Fixture swim-colours-many.csv: eight swimwear
// products in seven groups of colours, ten colours in all; the Driftwood Kimono comes in all ten.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-colours-many.csv', import.meta.url));
const brinewood = importedShopForFile(EXPORT, { folder: 'brinewood-colours', name: 'Brinewood', currency: 'USD' });

describe('the colours of many products of a kind, as a list (rules path)', () => {
  it('"what colours do the swimsuits come in?": how many, then a line per product, then how many more', async () => {
    const [answer] = await brinewood.converse('what colours do the swimsuits come in?');
    const lines = answer!.text.split('\n');
    expect(lines[0]).toMatch(/ in 10 colours: Coral, Navy, Ivory, Sage, Black, Mustard, Teal, Rust and 2 more\. By product:$/);
    expect(lines).toHaveLength(7);
    expect(lines).toContain('• Coral Reef Top: Coral, Navy, Ivory, Sage, Black and 1 more');
    expect(lines).toContain('• Tidepool One Piece and Lagoon Top: Black');
    expect(lines).toContain('• Driftwood Kimono: all 10');
    expect(lines.at(-1)).toBe('…and 2 more products. Tell me which one you like and I will list its colours.');
  });

  it('"泳衣有哪些颜色": 共有 10 种颜色, a line per product, 另有 2 款', async () => {
    const [answer] = await brinewood.converseIn('zh-CN', '泳衣有哪些颜色');
    const lines = answer!.text.split('\n');
    expect(lines[0]).toMatch(/共有 10 种颜色：Coral、Navy、Ivory、Sage、Black、Mustard、Teal、Rust 等。按款式：$/);
    expect(lines).toHaveLength(7);
    expect(lines).toContain('• Coral Reef Top：Coral、Navy、Ivory、Sage、Black 等 6 种');
    expect(lines).toContain('• Tidepool One Piece、Lagoon Top：Black');
    expect(lines).toContain('• Driftwood Kimono：全部 10 种');
    expect(lines.at(-1)).toBe('另有 2 款未列出，告诉我您喜欢哪一款，我再列出它的颜色。');
  });

  it('"swimwear" keeps no plural and takes "comes": "Our swimwear comes in 10 colours", not "Our swimwears come in"', async () => {
    const [answer] = await brinewood.converse('what colours do the swimsuits come in?');
    expect(answer!.text).toMatch(/^Our swimwear comes in 10 colours: /);
  });
});
