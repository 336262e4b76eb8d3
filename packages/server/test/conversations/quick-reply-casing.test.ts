import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 5: a quick reply built from a type word showed "t恤", the rules' lower-cased form of the built-in
// word T恤, on an English streetwear export whose T-Shirts category has no Chinese name of its own; and "有便宜点的吗"
// offered "最便宜的短袖" for the same category (the Chinese word with a Latin letter was not taken as Chinese). A reply
// shows the word as the catalog or the built-in words write it.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-categories.csv', import.meta.url));

describe('quick replies keep the casing of the words they are built from (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'northrow-casing', name: 'Northrow', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"你们卖什么" names and offers 衬衫 and T恤', async () => {
    const [sell] = await shop.converseIn('zh-CN', '你们卖什么');
    expect(sell!.text).toContain('衬衫、T恤');
    expect(sell!.replies.slice(0, 2)).toEqual(['衬衫', 'T恤']);
  });

  it('"有便宜点的吗" offers the cheapest T恤, and tapping it lists the tees cheapest first', async () => {
    const [cheaper] = await shop.converseIn('zh-CN', '有便宜点的吗');
    expect(cheaper!.replies).toContain('最便宜的T恤');
    const [, tees] = await shop.converseIn('zh-CN', '有便宜点的吗', '最便宜的T恤');
    expect(tees!.products).toEqual(['Plain Blue Boxy Tee', 'Grey Stitch Boxy Tee']);
  });
});
