import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "which is the most popular?" / "哪款最受欢迎" answered "Sorry, I could not find anything on that" on a swimwear
// export whose products carry Shopify's common "BEST SELLER" tag, though "show me your best sellers" found them. Built:
// a tag giving a standing (best seller) is asked for by its other words in either language — most popular, popular,
// best-selling, 热销, 爆款, 最受欢迎 (retail-words.json `standings`). Fixture: three swimwear products, two tagged.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-best-sellers.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'covewater-best', name: 'Covewater', currency: 'USD' });

describe('best sellers asked in other words (imported Shopify export, rules path)', () => {
  it.each([
    ['en', 'which is the most popular?'],
    ['en', 'what are your best-selling items?'],
    ['zh-CN', '哪款最受欢迎'],
    ['zh-CN', '有什么热销的'],
  ] as const)('%s "%s": the two products tagged BEST SELLER, not the third', async (locale, question) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.text).toContain('Tide Halter Top');
    expect(answer!.text).toContain('Reef One Piece');
    expect(answer!.text).not.toContain('Drift Bottom');
  });
});
