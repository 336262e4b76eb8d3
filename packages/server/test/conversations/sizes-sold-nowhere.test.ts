import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found trying a live apparel export sized s–xl (lower-case, each size option linked to Shopify's size metafield, one
// colour per product in the colour metafield). Before:
// - "which shirts come in xxl?" / "有XXL的衬衫吗" listed the shirts as if they came in XXL: a letter size the catalog
//   sells nowhere was no size asked;
// - "what shirts do you have?" → "in 34?" was "Sorry, I did not quite understand" (a number closing "in …" was no size);
// - "tell me about the reef camp shirt" → "do you have it in xxl?" → "what colour is it?" said it "has no colour to
//   choose from" although its colour metafield says teal, and repeated that it does not come in XXL;
// - "what sizes?" after a list set the sizes side by side twice: once from the option, once from the size metafield
//   the importer had also kept as an attribute.
// Now a letter size (XS, XL, XXL, 3XL…) of a catalog selling letter sizes, and "in N" closing a message on a catalog
// selling sizes, are sizes asked, answered as the 42码 of a shoe shop is; a size sold nowhere is not carried to the next
// question; a product sold in one colour says it from its colour attribute; the importer keeps no attribute that
// repeats an option. Fixture: shirts-linked-size.csv (two shirts and a tee, sizes s–xl, written as such an export).
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/shirts-linked-size.csv', import.meta.url));

const shop = importedShopForFile(EXPORT, { folder: 'saltmarsh-sizes', name: 'Saltmarsh', currency: 'INR' });

describe('sizes a catalog does not sell (imported Shopify export, rules path)', () => {
  it('"which shirts come in xxl?" and "有XXL的衬衫吗" say no shirt comes in XXL', async () => {
    const [en] = await shop.converse('which shirts come in xxl?');
    expect(en!.text).toMatch(/^No shirts in XXL; we have these shirts: /);
    const [zh] = await shop.converseIn('zh-CN', '有XXL的衬衫吗');
    expect(zh!.text).toMatch(/^没有XXL的衬衫/);
  });

  it('"what shirts do you have?" → "in 34?" says the shirts come in S, M, L, XL', async () => {
    const [, answer] = await shop.converse('what shirts do you have?', 'in 34?');
    expect(answer!.text).toMatch(/^We don't have shirts in size 34; shirts come in S, M, L, XL: /);
  });

  it('"do you have it in xxl?" → "what colour is it?" names the colour attribute and drops the XXL', async () => {
    const [, xxl, colour] = await shop.converse('tell me about the reef camp shirt', 'do you have it in xxl?', 'what colour is it?');
    expect(xxl!.text).toMatch(/does not come in "XXL"/);
    expect(colour!.text).toMatch(/^The Reef Camp Shirt comes in one colour: teal\./);
    expect(colour!.text).not.toContain('XXL');
  });

  it('"what sizes?" after a list sets each shirt\'s sizes side by side once', async () => {
    const [, sizes] = await shop.converse('what shirts do you have?', 'what sizes?');
    expect(sizes!.text).toBe('Size: both come in S / M / L / XL.');
    expect(sizes!.text.split('Size:').length - 1).toBe(1);
  });
});

describe('a size number after a list (threadline, jeans in 28–36)', () => {
  const { talk } = shopForFile(SHOPS.threadline);
  it('"any jeans?" → "in 31?" says none come in 31 and which sizes they do', async () => {
    const c = await talk('en');
    await c.say('any jeans?');
    const answer = await c.say('in 31?');
    expect(answer.text).toMatch(/^We don't have jeans in size 31; jeans come in 28, 30, 32, 34, 36: /);
  });
});
