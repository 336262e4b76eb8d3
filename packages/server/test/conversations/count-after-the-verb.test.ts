import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// "TL-10231 的衬衫退一件，T恤退五件" and "…T恤退两件" (cus-emma on threadline: a Linen Shirt and Essential Crew Tee × 2)
// were not read as a return at all: "订单 TL-10231（Linen Shirt、Essential Crew Tee ×2）当前状态：已签收。" — 退 said with
// its count after it ("退一件") was no return cue, only "我要退" or "退货" were. Built: 退 / 换 / 修 followed by a count of
// pieces is that request; each line then keeps the count said of it, and a count its line does not hold is asked again
// saying how many it holds. English said the same way ("return 1 shirt and 2 tees") already counted both lines.
// Requests live in the server's memory: one server per case.
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
const labels = (chat: Conversation) => chat.prompt().options?.map((option) => option.label);

const cases = [
  {
    locale: 'zh-CN' as const,
    said: 'TL-10231 的衬衫退一件，T恤退五件',
    asked: { prompt: '订单 TL-10231 中的「Essential Crew Tee」只有 2 件，没有 5 件。请问要退几件？', options: ['1', '2（全部）'] },
    rest: ['1', '太小了', '跳过'],
    items: ['商品', 'Linen Shirt（M / White / Regular） × 1，Essential Crew Tee（M / Black） × 1'],
  },
  {
    locale: 'zh-CN' as const,
    said: 'TL-10231 的衬衫退一件，T恤退两件',
    rest: ['太小了', '跳过'],
    items: ['商品', 'Linen Shirt（M / White / Regular） × 1，Essential Crew Tee（M / Black） × 2'],
  },
  {
    locale: 'zh-CN' as const,
    said: 'TL-10231 的T恤退一件',
    rest: ['太小了', '跳过'],
    items: ['商品', 'Essential Crew Tee（M / Black） × 1'],
  },
  {
    locale: 'en' as const,
    said: 'return 1 shirt and 2 tees from TL-10231',
    rest: ['too small', 'skip'],
    items: ['Items', 'Linen Shirt (M / White / Regular) × 1, Essential Crew Tee (M / Black) × 2'],
  },
  {
    locale: 'en' as const,
    said: 'return 1 shirt and 5 tees from TL-10231',
    asked: { prompt: 'Order TL-10231 has only 2 × Essential Crew Tee, not 5. How many of them are you returning?', options: ['1', '2 (all)'] },
    rest: ['1', 'too small', 'skip'],
    items: ['Items', 'Linen Shirt (M / White / Regular) × 1, Essential Crew Tee (M / Black) × 1'],
  },
];
const servers = cases.map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }));

describe('a return said with its count after the verb ("衬衫退一件，T恤退两件"): each line as counted', () => {
  cases.forEach(({ locale, said, asked, rest, items }, i) => {
    it(`${locale} "${said}"`, async () => {
      const chat = await servers[i]!.open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      if (asked) {
        expect(chat.prompt().prompt).toBe(asked.prompt);
        expect(labels(chat)).toEqual(asked.options);
      } else expect(chat.prompt().prompt).toMatch(/退货原因|Why are you returning it/);
      for (const answer of rest) await chat.say(answer);
      expect(chat.prompt().kind).toBe('confirm');
      expect(rows(chat)[items[0]!]).toBe(items[1]);
    });
  });
});
