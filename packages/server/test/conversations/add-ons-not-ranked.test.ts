import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a real swimwear export, "what is your cheapest product?" answered "The cheapest is the Route Package Protection
// at $0.98": the shipping insurance a checkout app adds to every order is exported as a product. Built: a product
// whose type or title says it is sold only alongside goods (insurance, package protection, a gift card, a tip —
// add-on-words.ts) leads no ranking, no list and no "what do you sell"; named, it is still found. Fixture: a
// fictional swim shop with two swimwear pieces, a tote, a $0.98 package protection (type Insurance) and a gift card.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-add-ons.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'saltmarsh-add-ons', name: 'Saltmarsh', currency: 'USD' });
const ADD_ONS = /Package Protection|Gift Card|Insurance/i;

describe('add-ons in an imported export (rules path)', () => {
  it.each([
    ['en', 'what is your cheapest product?', /^The cheapest is the Tern Beach Tote at \$29\./],
    ['zh-CN', '最便宜的是什么', /^最便宜的是 Tern Beach Tote，\$29 起。/],
  ] as const)('%s "%s": the tote at 29 dollars, not the package protection at 0.98 nor the gift card', async (locale, question, opening) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.text).toMatch(opening);
    expect(answer!.products[0]).toBe('Tern Beach Tote');
    expect(answer!.products.join('\n')).not.toMatch(ADD_ONS);
  });

  it('"what do you sell?" names swimwear, not insurance nor gift cards', async () => {
    const [answer] = await shop.converse('what do you sell?');
    expect(answer!.text).toMatch(/swimwear/i);
    expect(`${answer!.text}\n${answer!.replies.join('\n')}`).not.toMatch(ADD_ONS);
  });

  it('"anything under $20?" finds nothing to wear under $20 and offers the lowest-priced goods', async () => {
    const [answer] = await shop.converse('anything under $20?');
    expect(answer!.text).toMatch(/^Nothing comes within \$20\. The lowest-priced: Tern Beach Tote \(from \$29\)/);
    expect(answer!.products.join('\n')).not.toMatch(ADD_ONS);
  });

  it.each([
    ['en', 'how much is the package protection?', /^The Parcelguard Package Protection comes in \$0\.98, \$1\.15 and \$1\.35/],
    ['en', 'do you sell gift cards?', /^1 match: Saltmarsh Gift Card \(from \$10\)\./],
    ['zh-CN', '礼品卡多少钱', /^Saltmarsh Gift Card 有 \$10\.00、\$25\.00 可选/],
  ] as const)('%s, named: "%s" is answered with it', async (locale, question, answered) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.text).toMatch(answered);
  });
});
