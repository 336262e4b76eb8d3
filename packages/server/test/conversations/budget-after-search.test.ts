import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// Found shopping a live jewellery export for a gift: "she likes silver" listed silver pieces, then "under 30?" listed
// everything under $30, gold chokers and gift boxes too — the budget started a new search and the silver was lost (a
// budget kept a type told before, never a value or a tag). A budget alone right after a search now narrows that
// search; "anything in silver?" is a search (a colour alone was none: "Sorry, I could not find anything on that"), and
// "30以内的" a budget (a limit under 50 was read as a budget in English only); "有银色的吗" with nothing in view said
// "没有找到“银色的”相关的商品" of a colour the shop sells. Fixture jewellery-singular-types.csv: under $30 are Tidepool Necklace ($28) and Angel Studs ($19) tagged
// Silver, and Fern Choker, Bead Bracelet and two gift wrappings that are not.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

const shop = importedShopForFile(EXPORT, { folder: 'lumen-budget', name: 'Lumen Jewellery', currency: 'USD' });

describe('a budget right after a search narrows it (imported Shopify export, rules path)', () => {
  it.each([
    ['en', 'anything in silver?', 'under 30?', ['Angel Studs', 'Tidepool Necklace']],
    ['en', 'a gift for my girlfriend, she likes silver', 'anything under $30?', ['Angel Studs', 'Tidepool Necklace']],
    ['zh-CN', '有银色的项链吗', '30以内的呢', ['Tidepool Necklace']],
  ] as const)('%s "%s" → "%s" lists only the silver pieces under 30', async (locale, search, budget, expected) => {
    const [, under] = await shop.converseIn(locale, search, budget);
    expect([...under!.products].sort()).toEqual(expected);
  });

  it('"有银色的吗" with nothing in view asks which product, never that silver is not carried', async () => {
    const [answer] = await shop.converseIn('zh-CN', '有银色的吗');
    expect(answer!.text).toBe('请问您想了解哪款商品？');
  });
});
