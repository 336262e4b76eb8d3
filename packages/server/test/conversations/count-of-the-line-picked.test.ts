import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// An exchange takes one line of an order. "exchange the shirt and 3 tees from TL-10231" (cus-emma on threadline: a
// Linen Shirt and Essential Crew Tee × 2), the tees picked at "which one?", asked "has 2 × Essential Crew Tee to
// exchange. How many…?" as if no count had been said; "我要换 TL-10231 的一件衬衫和两件T恤", the tees picked, took the
// shirt's 一件 as the tees' count (× 1). Built: the counts said per line are read over every line of the order, and the
// line picked keeps its own (more than it holds is asked again, saying so). Carrying both lines in one exchange is not
// built: see the session report. Requests live in the server's memory: one server per case.
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));

const cases = [
  {
    locale: 'en' as const,
    said: 'exchange the shirt and 3 tees from TL-10231',
    asked: 'Order TL-10231 has only 2 × Essential Crew Tee, not 3. How many of them are you exchanging?',
  },
  {
    locale: 'zh-CN' as const,
    said: '我要换 TL-10231 的衬衫和三件T恤',
    asked: '订单 TL-10231 中的「Essential Crew Tee」只有 2 件，没有 3 件。请问要换几件？',
  },
  {
    locale: 'en' as const,
    said: 'exchange one shirt and 2 tees from TL-10231',
    rest: ['Faulty', 'skip', 'the same'],
    items: ['Items', 'Essential Crew Tee (M / Black) × 2'],
  },
  {
    locale: 'zh-CN' as const,
    said: '我要换 TL-10231 的一件衬衫和两件T恤',
    rest: ['质量问题', '跳过', '同款'],
    items: ['商品', 'Essential Crew Tee（M / Black） × 2'],
  },
];
const servers = cases.map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }));

describe('the line picked for an exchange keeps the count said of it', () => {
  cases.forEach(({ locale, said, asked, rest, items }, i) => {
    it(`${locale} "${said}", the tees picked`, async () => {
      const chat = await servers[i]!.open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      await chat.say('2');
      if (asked) return expect(chat.prompt().prompt).toBe(asked);
      for (const answer of rest ?? []) await chat.say(answer);
      expect(chat.prompt().kind).toBe('confirm');
      expect(rows(chat)[items![0]!]).toBe(items![1]);
    });
  });
});
