import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "有工装裤吗" to an English streetwear export without product types answered "抱歉，我暂时没有找到相关说明" though two
// titles say "Cargo Pants"; "有polo衫吗" and "有喇叭裤吗" alike. "有什么T恤" already found the tees: the built-in
// bilingual kind words (retail-words.json categories) had no cargo pants, polos or bell-bottoms. Built: those
// groups, and a few more common garment kinds (shackets, cardigans, blazers, joggers, tank tops, jumpsuits…).
// Fixture streetwear-kinds-in-chinese.csv (INR-like prices, no Type column): two cargo pants, formal trousers, a boxy
// tee, a polo, bellbottom pants.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-kinds-in-chinese.csv', import.meta.url));
const kestrel = importedShopForFile(EXPORT, { folder: 'kestrel-kinds', name: 'Kestrel', currency: 'INR' });

describe('garment kinds asked in Chinese of an English catalog (rules path)', () => {
  it('"有工装裤吗": the two cargo pants, not the trousers or the tee', async () => {
    const [answer] = await kestrel.converseIn('zh-CN', '有工装裤吗');
    expect(answer!.products.sort()).toEqual(['Black Twill Cargo Pants', 'Olive Utility Cargo Pants']);
  });

  it('"有polo衫吗": the polo', async () => {
    const [answer] = await kestrel.converseIn('zh-CN', '有polo衫吗');
    expect(answer!.products).toEqual(['Contrast Collar Polo']);
  });

  it('"有喇叭裤吗": the bellbottom pants', async () => {
    const [answer] = await kestrel.converseIn('zh-CN', '有喇叭裤吗');
    expect(answer!.products).toEqual(['Green Twill Bellbottom Pants']);
  });

  it('"有什么T恤" still finds the tee', async () => {
    const [answer] = await kestrel.converseIn('zh-CN', '有什么T恤');
    expect(answer!.products).toEqual(['Wave Graphic Boxy Tee']);
  });
});
