import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "how much is the gift card?" answered "Which product do you mean? For example "Shoal Triangle Top"…" (the words
// name the type Gift Card, of which the shop has one product, and no product), and "礼品卡多少钱" listed "1 match:
// Saltmarsh Gift Card（$10 起）", hiding the $25 card. Built: a price question naming a type the shop has one product of
// is asked of that product (only-of-type.ts); a product whose option values are amounts (a gift card's
// denominations, a package protection's tiers) is priced by naming them (denominations.ts).
// Fixture swim-add-ons.csv: Saltmarsh Gift Card, Denominations $10.00 / $25.00; Parcelguard Package Protection
// $0.98 / $1.15 / $1.35.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-add-ons.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'saltmarsh-gift-card', name: 'Saltmarsh', currency: 'USD' });

describe('a gift card asked by its name (rules path)', () => {
  it.each([
    ['en', 'how much is the gift card?', 'The Saltmarsh Gift Card comes in $10.00 and $25.00.'],
    ['en', 'what does the gift card cost?', 'The Saltmarsh Gift Card comes in $10.00 and $25.00.'],
    ['zh-CN', '礼品卡多少钱', 'Saltmarsh Gift Card 有 $10.00、$25.00 可选。'],
  ] as const)('%s "%s": its denominations', async (locale, question, answered) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.text).toBe(answered);
  });

  it('"how much is the package protection?": its three amounts', async () => {
    const [answer] = await shop.converse('how much is the package protection?');
    expect(answer!.text).toBe('The Parcelguard Package Protection comes in $0.98, $1.15 and $1.35.');
  });

  it('"how much is the saltmarsh gift card?", named in full: the same', async () => {
    const [answer] = await shop.converse('how much is the saltmarsh gift card?');
    expect(answer!.text).toBe('The Saltmarsh Gift Card comes in $10.00 and $25.00.');
  });
});
