import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "do you have gold rings?" in a jewellery shop that sells no rings but has a bangle in gold asked "Which product do you
// mean?", and "any rings in gold?" / "有金戒指吗" listed whatever comes in gold (the bangle) as if it were a ring: the
// colour was read, the kind word named nothing of the shop and was dropped. Built: a kind the shop does not carry,
// named with a colour or material it does sell, is answered as "do you have rings?" is — not found, and the kinds the
// shop sells (clarify/vague-message.ts). Fixture jewellery-colour-words.csv: earrings and a bangle in gold, no ring.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-colour-words.csv', import.meta.url));
const marlow = importedShopForFile(EXPORT, { folder: 'marlow-gold-no-rings', name: 'Marlow', currency: 'USD' });

describe('a kind the shop does not sell, asked for in a colour it does (rules path)', () => {
  it.each([
    ['en', 'do you have gold rings?', /^I couldn't find “gold rings” in this shop\. We sell earrings and bracelets/],
    ['en', 'any rings in gold?', /^I couldn't find “rings” in this shop\. We sell earrings and bracelets/],
    ['en', 'do you sell gold watches', /^I couldn't find “gold watches” in this shop\./],
    ['zh-CN', '有金戒指吗', /^没有找到“金戒指”相关的商品。我们主要销售耳环、手镯/],
  ] as const)('%s "%s": none sold, and what the shop sells', async (locale, question, answered) => {
    const [answer] = await marlow.converseIn(locale, question);
    expect(answer!.text).toMatch(answered);
    expect(answer!.products).toEqual([]);
  });

  it('"do you have gold bracelets?" still lists the bangle in gold', async () => {
    const [answer] = await marlow.converse('do you have gold bracelets?');
    expect(answer!.products).toEqual(['Twist Bangle']);
  });
});
