import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// A yes/no question over a kind with more than four matches, on a swimwear export with seven bikinis (and a one-piece):
// the listings of the Kelp, Dune, Marina and Spray bikinis say waterproof, the Pebble Bikini's says "Not waterproof",
// the Shoal and Cove bikinis' say nothing of it. Before: "are the bikinis waterproof?" and "比基尼防水吗" answered
// "Sorry, I could not find anything on that." / "抱歉，我暂时没有找到相关说明", and "bikini防水吗" asked which of five
// bikinis was meant. Built: the answer counts the matches whose listings say yes and no, names the first few of each,
// and says how many listings do not say (quality-of-many.ts); four or fewer are still answered one line each.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-bikinis-many.csv', import.meta.url));

describe('a yes/no question over many matches', () => {
  const shop = importedShopForFile(EXPORT, { folder: 'tidewater-many', name: 'Tidewater', currency: 'USD' });

  it('"are the bikinis waterproof?": four say yes (three named), one says no, two do not say', async () => {
    const [answer] = await shop.converse('are the bikinis waterproof?');
    expect(answer!.text).toBe(
      '4 of the 7 bikinis are waterproof, their listings say: Kelp Bikini, Dune Bikini, Marina Bikini and 1 more. 1 is not: Pebble Bikini. The listings of the other 2 do not say.',
    );
    expect(answer!.products).toEqual(['Kelp Bikini', 'Dune Bikini', 'Marina Bikini', 'Pebble Bikini']);
  });

  it.each(['比基尼防水吗', 'bikini防水吗'])('"%s": the same counts in Chinese', async (asked) => {
    const [answer] = await shop.converseIn('zh-CN', asked);
    expect(answer!.text).toBe(
      '7 款 bikini 中，4 款的商品信息写明防水：Kelp Bikini、Dune Bikini、Marina Bikini 等。1 款写明不防水：Pebble Bikini。另有 2 款的商品信息没有写明是否防水。',
    );
  });

  it('"is the kelp bikini waterproof?" is still that one', async () => {
    const [answer] = await shop.converse('is the kelp bikini waterproof?');
    expect(answer!.text).toBe('Yes — Kelp Bikini: Triangle bikini in waterproof, quick-dry nylon.');
  });
});
