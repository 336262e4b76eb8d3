import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// "I want to return one shirt and 5 tees from TL-10231" (cus-emma on threadline: a Linen Shirt and Essential Crew
// Tee × 2) dropped the 5 silently: "Order TL-10231 has 2 × Essential Crew Tee to return. How many of them are you
// returning?", as if no count had been said. A count larger than its line said of one line alone already got "has
// only 2 …, not 3" (exchange-repair-some-units). Built: a count said per line ("one shirt and 5 tees",
// "一件衬衫和五件T恤") that its line does not hold is asked as that case is, the line's own count first; the other lines
// keep the counts said. Requests live in the server's memory: one server per case.
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
const labels = (chat: Conversation) => chat.prompt().options?.map((option) => option.label);

const cases = [
  {
    locale: 'en' as const,
    said: 'I want to return one shirt and 5 tees from TL-10231',
    question: 'Order TL-10231 has only 2 × Essential Crew Tee, not 5. How many of them are you returning?',
    options: ['1', '2 (all)'],
    rest: ['1', 'I changed my mind', 'skip'],
    items: ['Items', /^Linen Shirt \(M \/ White \/ Regular\) × 1.*Essential Crew Tee \(M \/ Black\) × 1$/s],
  },
  {
    locale: 'zh-CN' as const,
    said: 'TL-10231 我要退一件衬衫和五件T恤',
    question: '订单 TL-10231 中的「Essential Crew Tee」只有 2 件，没有 5 件。请问要退几件？',
    options: ['1', '2（全部）'],
    rest: ['1', '七天无理由', '跳过'],
    items: ['商品', /^Linen Shirt（M \/ White \/ Regular） × 1.*Essential Crew Tee（M \/ Black） × 1$/s],
  },
] as const;
const servers = cases.map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }));

describe('a count per line larger than its line: says how many it holds and asks, the other lines as said', () => {
  cases.forEach(({ locale, said, question, options, rest, items }, i) => {
    it(`${locale} "${said}"`, async () => {
      const chat = await servers[i]!.open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      expect(chat.prompt().prompt).toBe(question);
      expect(labels(chat)).toEqual(options);
      for (const answer of rest) await chat.say(answer);
      expect(chat.prompt().kind).toBe('confirm');
      expect(rows(chat)[items[0]]).toMatch(items[1]);
    });
  });
});
