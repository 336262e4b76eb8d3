import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 items 2–3 on shops/threadline, rules path: right after a short list, "多少钱" / "how much?" asks the price of
// each listed product (before: "which product?"), and "which one?" offers only the listed products (before: the two
// jeans listed plus two shirts of the catalog). Names and prices come from the shop's catalog.csv.
const catalog = threadlineCatalog();
const JEANS = [...catalog.keys()].filter((title) => / Jeans$/.test(title));
const from = (title: string) => Math.min(...catalog.get(title)!.map((variant) => variant.price));
const { talk } = shopForFile(SHOPS.threadline);

describe('a follow-up right after a short list (threadline, rules path)', () => {
  it('the shop has exactly two jeans, so the list is short', () => {
    expect(JEANS.length).toBe(2);
  });

  it('"有牛仔裤吗" → "多少钱" / "any jeans?" → "how much?": both jeans priced side by side', async () => {
    for (const [locale, list, ask] of [
      ['zh-CN', '有牛仔裤吗', '多少钱'],
      ['en', 'any jeans?', 'how much?'],
    ] as const) {
      const c = await talk(locale);
      expect(
        partsOf(await c.say(list), 'product')
          .map((part) => part.name)
          .sort(),
      ).toEqual([...JEANS].sort());
      const priced = await c.say(ask);
      expect(partsOf(priced, 'comparison').map((part) => part.products.map((p) => p.name).sort())).toEqual([[...JEANS].sort()]);
      // Both cost the same: the price is said once, with both named (same-price-of-a-list.test.ts).
      const prices = new Set(JEANS.map(from));
      if (prices.size === 1) {
        expect(priced.text).toContain(`$${[...prices][0]}`);
        for (const title of JEANS) expect(priced.text).toContain(title);
      } else for (const title of JEANS) expect(priced.text).toContain(`${title} $${from(title)}`);
    }
  });

  it('"any jeans?" → "does it come in black?": "which one?" offers the two jeans only', async () => {
    const c = await talk('en');
    await c.say('any jeans?');
    const which = await c.say('does it come in black?');
    expect(which.text).toMatch(/Which (?:one|product) do you mean\?$/);
    expect(
      partsOf(which, 'quick_replies')
        .flatMap((part) => part.replies.map((reply) => reply.text))
        .sort(),
    ).toEqual([...JEANS].sort());
  });

  it('a search that finds one product ends the list before it: "any jeans?" → "any dresses under 85?" → "how much?" prices that dress', async () => {
    const dresses = [...catalog.keys()].filter((title) => / Dress$/.test(title) && from(title) <= 85);
    expect(dresses.length).toBe(1);
    const c = await talk('en');
    await c.say('any jeans?');
    expect(partsOf(await c.say('any dresses under 85?'), 'product').map((part) => part.name)).toEqual(dresses);
    const priced = await c.say('how much?');
    expect(partsOf(priced, 'comparison')).toEqual([]);
    expect(priced.text).toContain(`The ${dresses[0]} is $${from(dresses[0]!)}`);
  });
});
