import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 3 on shops/threadline, rules path: a budget below everything the shop sells got "Nothing in the shop
// matches all of that", a dead end. Now the answer says what the lowest prices are, and lists those products, so
// "the second one" can pick from them. Prices come from the shop's catalog.csv.
const catalog = threadlineCatalog();
const from = (title: string) => Math.min(...catalog.get(title)!.map((variant) => variant.price));
const cheapest = [...catalog.keys()].sort((a, b) => from(a) - from(b));
const BUDGET = 10;
const { talk } = shopForFile(SHOPS.threadline);

describe('a budget below everything the shop sells (threadline, rules path)', () => {
  it(`nothing at threadline costs ${BUDGET} dollars or less`, () => {
    expect(from(cheapest[0]!)).toBeGreaterThan(BUDGET);
  });

  it(`"anything under $${BUDGET}?" names the lowest-priced products; "the second one" picks from them`, async () => {
    const c = await talk('en');
    const answer = await c.say(`anything under $${BUDGET}?`);
    expect(answer.text).toMatch(new RegExp(`^Nothing comes within \\$${BUDGET}\\. The lowest-priced: `));
    const shown = partsOf(answer, 'product').map((part) => part.name);
    expect(shown.length).toBeGreaterThan(0);
    expect(from(shown[0]!)).toBe(from(cheapest[0]!));
    for (const title of shown) expect(answer.text).toContain(`${title} (from $${from(title)})`);
    if (shown.length > 1) expect((await c.say('the second one')).text).toContain(shown[1]!);
  });

  it(`"${BUDGET}美元以内的衬衫" in Chinese: the cheapest shirts`, async () => {
    const c = await talk('zh-CN');
    const answer = await c.say(`${BUDGET}美元以内的衬衫`);
    expect(answer.text).toMatch(new RegExp(`^\\$${BUDGET} 以内暂时没有合适的商品。价格最低的几款：`));
    expect(partsOf(answer, 'product').length).toBeGreaterThan(0);
  });
});
