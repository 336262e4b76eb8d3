import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// A shop that marks no product as a best seller (no tag says "best seller", "热销"…): "tees" → "which one is the best
// seller?" compared the two tees' prices as if that answered it, and "what is your most popular item?" / "what's your
// best seller?" were not understood ("Sorry, I could not find anything on that"). Built: such a question says the shop
// does not mark its best sellers, then shows what there is (adapters/rules/standing-question.ts,
// answers/standing-unmarked.ts). A shop that tags them is searched by the tag, without that lead
// (best-sellers-asked.test.ts). Fixture streetwear-kinds-in-paths.csv (our own): no standing tag.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-kinds-in-paths.csv', import.meta.url));
const kiln = importedShopForFile(EXPORT, { folder: 'kiln-row-best-unmarked', name: 'Kiln Row', currency: 'INR' });

const UNMARKED = {
  en: "The shop doesn't mark its best sellers, so I can't say which sells most.",
  'zh-CN': '店铺没有标注热销款，我没法判断哪款卖得最好。',
} as const;

describe('best sellers asked of a shop that marks none (rules path)', () => {
  it.each([
    ['en', 'tees', 'which one is the best seller?'],
    ['zh-CN', 'T恤', '哪款卖得最好'],
  ] as const)('%s "%s" → "%s": not marked, then the two tees', async (locale, list, asked) => {
    const [, answer] = await kiln.converseIn(locale, list, asked);
    expect(answer!.text.startsWith(UNMARKED[locale])).toBe(true);
    expect(answer!.text).toContain('Loop Boxy Tee');
    expect(answer!.text).toContain('Plain Sand Tee');
  });

  it.each([
    ['en', 'what is your most popular item?'],
    ['en', "what's your best seller?"],
    ['zh-CN', '你们什么卖得最好'],
  ] as const)('%s "%s" with nothing in view: not marked, then what the shop has', async (locale, asked) => {
    const [answer] = await kiln.converseIn(locale, asked);
    expect(answer!.text.startsWith(UNMARKED[locale])).toBe(true);
    expect(answer!.products.length).toBeGreaterThan(0);
  });
});
