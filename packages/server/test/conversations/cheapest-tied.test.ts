import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "what's the cheapest ring?" where two rings share the lowest price answered "The cheapest is the Wren Ring at $24."
// and left the Ivy Ring, as cheap, out (on the jewellery export: the Choker with Bead and the Silver Threader
// Necklace, both $14.99). Built: every product of the search at the first one's price is named ("The cheapest are the
// Wren Ring and the Ivy Ring, both at $24."), in zh-CN too; the most expensive alike. One alone reads as before.
// Fixture rings-tied-price.csv: rings Wren $24, Ivy $24, Moss $30; Pebble Necklace $12; Fern Earrings $24.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/rings-tied-price.csv', import.meta.url));
const larkspur = importedShopForFile(EXPORT, { folder: 'larkspur-ties', name: 'Larkspur', currency: 'USD' });
// Five cord bracelets at $20 and a chain bracelet at $25: beyond four, three are named and the rest counted.
const FIVE = fileURLToPath(new URL('../fixtures/shopify/bracelets-five-tied.csv', import.meta.url));
const five = importedShopForFile(FIVE, { folder: 'larkspur-five-ties', name: 'Larkspur', currency: 'USD' });

describe('the cheapest when several share the price (rules path)', () => {
  it('"what\'s the cheapest ring?": both rings at $24, not the earrings at $24', async () => {
    const [answer] = await larkspur.converse("what's the cheapest ring?");
    expect(answer!.text).toBe('The cheapest are the Wren Ring and the Ivy Ring, both at $24.');
    expect(answer!.products.slice(0, 2).sort()).toEqual(['Ivy Ring', 'Wren Ring']);
  });

  it('"最便宜的戒指是哪个": both rings', async () => {
    const [answer] = await larkspur.converseIn('zh-CN', '最便宜的戒指是哪个');
    expect(answer!.text).toBe('最便宜的是 Wren Ring 和 Ivy Ring，都是 $24 起。');
  });

  it('"what is the most expensive ring?": the Moss Ring alone, as before', async () => {
    const [answer] = await larkspur.converse('what is the most expensive ring?');
    expect(answer!.text).toBe('The most expensive is the Moss Ring at $30.');
  });

  it('"what\'s the cheapest necklace?": one alone, as before', async () => {
    const [answer] = await larkspur.converse("what's the cheapest necklace?");
    expect(answer!.text).toBe('The cheapest is the Pebble Necklace at $12.');
  });

  it('five bracelets at $20: three named and the other two counted, not a list of five', async () => {
    const [en] = await five.converse("what's the cheapest bracelet?");
    expect(en!.text).toMatch(/^The cheapest are the \w+ Cord Bracelet, the \w+ Cord Bracelet, the \w+ Cord Bracelet and 2 more, all at \$20\.$/);
    const [zh] = await five.converseIn('zh-CN', '最便宜的手链是哪个');
    expect(zh!.text).toMatch(/^最便宜的是 \w+ Cord Bracelet、\w+ Cord Bracelet、\w+ Cord Bracelet 等 5 款，都是 \$20 起。$/);
  });
});
