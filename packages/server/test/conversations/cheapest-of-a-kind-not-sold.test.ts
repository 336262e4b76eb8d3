import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "what's the cheapest ring?" in a jewellery shop that sells no rings answered "The cheapest are the Choker with Bead
// and the Silver Threader Necklace, both at $14.99." (the word "ring" named nothing of the shop, so the ranking ran
// over everything), where "do you have rings?" says the shop has none. Built: a ranking whose only kind word is one
// the shop does not carry (clarify/uncarried-kind.ts) is answered as "do you have rings?" is: not found, and the
// kinds the shop sells. Fixture jewellery-parts-metals.csv: earrings and two necklaces, no ring.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-parts-metals.csv', import.meta.url));
const marram = importedShopForFile(EXPORT, { folder: 'marram-no-rings', name: 'Marram', currency: 'USD' });

describe('the cheapest of a kind the shop does not sell (rules path)', () => {
  it.each([
    ['en', "what's the cheapest ring?", /^I couldn't find “rings?” in this shop\. We sell earrings and necklaces/],
    ['en', 'which is the most expensive ring?', /^I couldn't find “rings?” in this shop/],
    ['zh-CN', '最便宜的戒指是哪个', /^没有找到“戒指”相关的商品。我们主要销售耳环、项链/],
  ] as const)('%s "%s": none sold, and what the shop sells', async (locale, question, answered) => {
    const [answer] = await marram.converseIn(locale, question);
    expect(answer!.text).toMatch(answered);
    expect(answer!.products).toEqual([]);
  });

  it('"what\'s the cheapest necklace?" still ranks the necklaces', async () => {
    const [answer] = await marram.converse("what's the cheapest necklace?");
    expect(answer!.text).toBe('The cheapest is the Tern Triangle Choker at $32.');
  });
});
