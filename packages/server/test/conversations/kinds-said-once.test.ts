import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a real swimwear export, "what do you sell?" answered "We sell swimwears, bottoms, onepieces and one-pieces": the
// export files one-pieces under "Swimwear > Onepieces" and "One-Pieces", each said as a kind of its own, and
// "swimwear" was given a plural. Built: types that are one kind (the same word once punctuation and plural are set
// aside) are said once, by the first name in the answer's language any of them has; a word ending in -wear keeps no
// plural (what-we-sell.ts). Fixture: swimwear-copied-tags.csv (types SWIMWEAR, Swimwear > Bottoms,
// Swimwear > Onepieces, One-Pieces).
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swimwear-copied-tags.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'tidewater-sells', name: 'Tidewater', currency: 'USD' });

describe('what an export with overlapping types sells (rules path)', () => {
  it('"what do you sell?": swimwear, bottoms and onepieces, each once', async () => {
    const [answer] = await shop.converse('what do you sell?');
    expect(answer!.text).toBe('We sell swimwear, bottoms and onepieces. What are you looking for?');
    expect(answer!.replies).toEqual(['SWIMWEAR', 'Bottoms', 'Onepieces']);
  });

  it('"你们卖什么": 连体泳衣 once, the name a one-piece type has in Chinese', async () => {
    const [answer] = await shop.converseIn('zh-CN', '你们卖什么');
    expect(answer!.text).toBe('我们主要销售泳衣、Bottoms、连体泳衣。您想看看哪一类？');
  });
});
