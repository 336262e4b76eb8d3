import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a swimwear export: "有S码吗" about a girls' one-piece sized 4–10 answered "没有 S 这个选项" and then
// listed its colours. A value the product does not come in is answered with the values of its own option group (S is a
// Size elsewhere in the catalog), those that can be bought first. In the fixture the Cove Girls Onepiece's size 4 is
// sold out in both colours and 10 in one of them.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-prints.csv', import.meta.url));

describe('a value the product does not come in is answered with the values of its group (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'brinewell-missing', name: 'Brinewell', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"Cove Girls Onepiece多少钱" → "有S码吗": no S, its sizes 6, 8, 10 in stock, then the sold-out 4; not its colours', async () => {
    const [, small] = await shop.converseIn('zh-CN', 'Cove Girls Onepiece多少钱', '有S码吗');
    expect(small!.products).toEqual(['Cove Girls Onepiece']);
    expect(small!.text).toContain('没有 “S”');
    expect(small!.text).toMatch(/6：有货（剩 8 件）；8：有货（剩 8 件）；10：有货（剩 4 件）；4：暂时缺货/);
    expect(small!.text).not.toMatch(/Pink Gingham|Tiger Palm/);
  });

  it('"does the cove girls onepiece come in S?": no S, its sizes in stock first', async () => {
    const [small] = await shop.converse('does the cove girls onepiece come in S?');
    expect(small!.text).toContain('does not come in "S"');
    expect(small!.text).toMatch(/6: 8 left; 8: 8 left; 10: 4 left; 4: sold out/);
    expect(small!.text).not.toMatch(/Pink Gingham|Tiger Palm/);
  });

  it('"does the ripple top come in leopard?": no leopard, its colours (Zinnia and Black), not its sizes', async () => {
    const [leopard] = await shop.converse('does the ripple top come in leopard?');
    expect(leopard!.text).toContain('does not come in "Leopard"');
    expect(leopard!.text).toMatch(/Black: 12 left; Zinnia: 8 left/);
    expect(leopard!.text).not.toMatch(/\bM: /);
  });
});
