import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying a streetwear export whose products come in sizes only: "what colours does it come in?" answered the
// sizes ("s: 17 left; m: 15 left…") as if they were colours, and "有其他颜色吗" repeated the stock of the size asked.
// The answer says the listing has no colour to choose, then the stock it does list.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-described.csv', import.meta.url));

describe('a question about a kind of option the product does not have (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'kiln-lane-groups', name: 'Kiln Lane', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"what colours does the slim rib tee come in?": no colour to choose, then its sizes', async () => {
    const [colours] = await shop.converse('what colours does the slim rib tee come in?');
    expect(colours!.text).toBe('The Slim Rib Tee has no colour to choose from. Slim Rib Tee — S: 5 left; M: 5 left; L: 5 left.');
  });

  it('"Slim Rib T恤有M码吗" → "有其他颜色吗": 没有可选的颜色', async () => {
    const [, other] = await shop.converseIn('zh-CN', 'Slim Rib T恤有M码吗', '有其他颜色吗');
    expect(other!.text).toMatch(/^Slim Rib Tee 没有可选的颜色。/);
  });
});
