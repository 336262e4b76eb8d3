import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { openShop } from '../../src/shop/open-shop.js';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// "return both tees" of cus-emma's TL-10231 (threadline: a Linen Shirt and Essential Crew Tee × 2) while one tee is
// being exchanged asked "Order TL-10231 has only 1 × Essential Crew Tee left, not 2: 1 is under exchange request
// E100001. How many of them are you returning?" with the one option "1 (all)": a question with nothing to choose.
// Built: with one unit left the request goes ahead with it, the same words said above its reason prompt, and the
// confirmation and the write carry the one tee.
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
const folder = await openShop(SHOPS.threadline);

const cases = [
  {
    locale: 'en' as const,
    exchange: ['I want to exchange one of the tees from TL-10231', 'Faulty', 'skip', 'the same', 'confirm'],
    asked: 'I want to return both tees from TL-10231',
    note: 'Order TL-10231 has only 1 × Essential Crew Tee left, not 2: 1 is under exchange request E100001. Going ahead with that 1.',
    reasons: ['I changed my mind', 'skip'],
    items: ['Items', 'Essential Crew Tee (M / Black) × 1'],
  },
  {
    locale: 'zh-CN' as const,
    exchange: ['TL-10231 的T恤我要换一件', '质量问题', '跳过', '同款', '确认'],
    asked: 'TL-10231 的两件T恤都要退',
    note: '订单 TL-10231 中的「Essential Crew Tee」只剩 1 件，没有 2 件：1 件在换货申请（E100001）中。先为您办理这 1 件。',
    reasons: ['七天无理由', '跳过'],
    items: ['商品', 'Essential Crew Tee（M / Black） × 1'],
  },
];

describe('one unit left of the units asked: the request goes ahead with it, saying so', () => {
  cases.forEach(({ locale, exchange, asked, note, reasons, items }) => {
    const commerce = createShopFolderCommerce({ clock: { now: () => Date.now() }, shop: folder });
    const kefu = kefuForFile(commerce, { KEFU_SHOP_DIR: SHOPS.threadline });
    it(`${locale} "${asked}"`, async () => {
      const chat = await kefu.open({ customerId: 'cus-emma', locale });
      for (const said of exchange) await chat.say(said);
      const again = await kefu.open({ customerId: 'cus-emma', locale });
      await again.say(asked);
      expect(again.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 }, error: note });
      for (const said of reasons) await again.say(said);
      expect(rows(again)).toMatchObject({ [items[0]!]: items[1] });
    });
  });
});
