import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "jackets" → "how much are they?" of products at one price read "Here is how they compare: A ₹1990 vs B ₹1990": the
// same price over and over (four times for four tees of a real export), for the shopper to compare. Built: a
// comparison whose products all cost the same says that price once and names them (compose-answer.ts). Fixture
// streetwear-kinds-in-paths.csv (our own): the shacket and the bomber at ₹1990, the two tees at ₹1190 and ₹1090.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-kinds-in-paths.csv', import.meta.url));
const kiln = importedShopForFile(EXPORT, { folder: 'kiln-row-same-price', name: 'Kiln Row', currency: 'INR' });

describe('the price of several products that cost the same (rules path)', () => {
  it('en "tees" → "how much are they?" at two prices: each price kept', async () => {
    const [, differ] = await kiln.converse('tees', 'how much are they?');
    expect(differ!.text).toMatch(/^Here is how they compare: .*₹1190 vs .*₹1090|^Here is how they compare: .*₹1090 vs .*₹1190/);
  });

  it.each([
    ['en', 'jackets', 'how much are they?', /^Both are ₹1990: Cactus Twill Shacket and Ripstop Bomber\. Details in the table\.$/],
    ['zh-CN', '外套', '多少钱', /^两款价格相同，都是 ₹1990：Cactus Twill Shacket、Ripstop Bomber。详细参数见下表。$/],
  ] as const)('%s "%s" → "%s": the one price, once', async (locale, list, asked, answered) => {
    const [, answer] = await kiln.converseIn(locale, list, asked);
    expect(answer!.text).toMatch(answered);
  });
});
