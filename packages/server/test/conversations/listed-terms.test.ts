import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// Live Shopify exports carry a product's own terms as metafields ("Returns Info": "72 Hours Hassle Free Returns and
// Exchange", "Shipping Info": "Free Delivery Only on Prepaid Orders"), often in a shop that has published no policy
// page yet. Before, a guest's "can I return the kelp pocket tee?" opened the return form (order number and phone
// digits) for a product not yet bought, and "does the kelp pocket tee ship free?" listed every spec. Now a guest's
// returns question about a product (named, or "it" in view), with no order in the conversation, is answered from the
// shop's terms with the product's own; a free-shipping question about a product is its shipping attribute. "I want to
// return …" still starts the return. Fixture tees-listed-terms.csv: the tee lists both terms, the shirt neither.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/tees-listed-terms.csv', import.meta.url));

const shop = importedShopForFile(EXPORT, { folder: 'tideline-terms', name: 'Tideline Studio', currency: 'INR' });

describe("a product's own listed terms (imported Shopify export with no policy pages, rules path)", () => {
  it('"can I return the kelp pocket tee?" and "tell me about it" → "can I return it?" answer with its returns terms', async () => {
    const [named] = await shop.converse('can I return the kelp pocket tee?');
    expect(named!.text).toBe("The Kelp Pocket Tee's listing says — Returns Info: 7 Days Easy Returns and Exchange");
    const [, it] = await shop.converse('tell me about the kelp pocket tee', 'can I return it?');
    expect(it!.text).toBe(named!.text);
  });

  it('"does the kelp pocket tee ship free?" / "Kelp Pocket Tee包邮吗" answer with its shipping terms', async () => {
    const [en] = await shop.converse('does the kelp pocket tee ship free?');
    expect(en!.text).toBe('Kelp Pocket Tee — Shipping Info: Free Delivery on Prepaid Orders.');
    const [zh] = await shop.converseIn('zh-CN', 'Kelp Pocket Tee包邮吗');
    expect(zh!.text).toBe('Kelp Pocket Tee 的Shipping Info：Free Delivery on Prepaid Orders。');
  });

  it('"do you ship to Mumbai?" of no product is still the shop\'s unpublished shipping policy', async () => {
    const [answer] = await shop.converse('do you ship to Mumbai?');
    expect(answer!.text).toMatch(/^The shop has not published its shipping policy yet/);
  });
});
