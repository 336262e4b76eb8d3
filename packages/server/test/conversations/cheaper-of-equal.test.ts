import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a live streetwear export, "compare the Marine Folklore and the Vintage Herbarium Shirt" → "which is cheaper?"
// (both ₹1290) repeated the comparison without answering. It now says they cost the same. Titles and prices are the
// fixture's: both polos ₹1290.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-black-titles.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'kiln-row-equal', name: 'Kiln Row', currency: 'INR' });
const COMPARE = 'compare the Contrast Collar Oversized Polo and the Herbal Cotton Polo';

describe('which is cheaper, of two at the same price (rules path)', () => {
  it('"which is cheaper?": they cost the same, ₹1290 each', async () => {
    const [, answer] = await shop.converse(COMPARE, 'which is cheaper?');
    expect(answer!.text).toMatch(/^They cost the same: ₹1290 each\./);
  });

  it('"哪个便宜": 两款价格相同', async () => {
    const [, answer] = await shop.converseIn('zh-CN', COMPARE, '哪个便宜');
    expect(answer!.text).toMatch(/^两款价格相同，都是 ₹1290。/);
  });
});
