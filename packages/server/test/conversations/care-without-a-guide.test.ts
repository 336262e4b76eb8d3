import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// A swimwear export imported with no help articles: "how much is the tide line one piece?" → "can I wash it in the
// machine?" answered "Sorry, I could not find anything on that" (the question was not even read as a care question),
// "可以机洗吗" said the shop had not published whether it offers "机洗" as if it were a service, and the listing's own
// "Hand wash cold…" was never looked at. Built: a care question no article answers is answered from the product's
// listing, in its words (answers/care-from-listing.ts); when the listing does not say either, that, and a person to ask.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swimwear-care-notes.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'saltmarsh-care', name: 'Saltmarsh Swim', currency: 'USD' });

describe('a care question where the shop has no care guide (imported Shopify export, rules path)', () => {
  it.each([
    [
      'en',
      'how much is the tide line one piece?',
      'can I wash it in the machine?',
      "The Tide Line One Piece's listing says: Hand wash cold, rinse in fresh water after swimming; dry flat in the shade.",
    ],
    [
      'zh-CN',
      'Tide Line One Piece多少钱',
      '可以机洗吗',
      'Tide Line One Piece 的商品说明：“Hand wash cold, rinse in fresh water after swimming; dry flat in the shade.”',
    ],
  ] as const)('%s "%s" → "%s": what its listing says of its care', async (locale, first, care, expected) => {
    const [, answer] = await shop.converseIn(locale, first, care);
    expect(answer!.text).toBe(expected);
  });

  it.each([
    [
      'en',
      'how much is the harbour bikini top?',
      'how do I wash it?',
      /^The Harbour Bikini Top's listing doesn't give care instructions, and the shop hasn't published a care guide\. A person from the shop can tell you/,
    ],
    ['zh-CN', 'Harbour Bikini Top多少钱', '怎么洗', /^Harbour Bikini Top 的商品说明没有写洗护方法，店铺也没有发布洗护说明。可点下方转人工客服/],
  ] as const)('%s "%s" → "%s": the listing does not say, and a person can', async (locale, first, care, expected) => {
    const [, answer] = await shop.converseIn(locale, first, care);
    expect(answer!.text).toMatch(expected);
    expect(answer!.replies).toContain(locale === 'en' ? 'human' : '转人工');
  });
});
