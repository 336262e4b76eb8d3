import { describe, expect, it } from 'vitest';
import { demoCatalog, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2: "is the X9 waterproof?" answered the X9's whole spec sheet (it has no water-resistance attribute),
// as if the question had not been read; the answer says the shop does not list it, and a product that has it answers
// with its value. Expected values come from shops/demo/products.json.
const catalog = demoCatalog();
const X9 = catalog.get('Find X9')!;
const earbuds = [...catalog.values()].find((product) => product.attributes['防水'])!;

const { talk } = shopForFile(SHOPS.demo);

describe('a spec the product does not list (rules path)', () => {
  it('"is the X9 waterproof?" says it is not listed instead of every spec; "and the <earbuds>?" gives theirs', async () => {
    const c = await talk('en');
    const x9 = await c.say(`is the ${X9.title} waterproof?`);
    expect(x9.text).toContain(X9.title);
    expect(x9.text).toMatch(/not list/i);
    expect(x9.text).not.toContain(X9.attributes['电池']!);
    const other = await c.say(`and the ${earbuds.title}?`);
    expect(other.text).toContain(earbuds.title);
    expect(other.text).toContain(earbuds.attributes['防水']!);
  });

  it('"X9防水吗" says 暂未标注 instead of every spec', async () => {
    const c = await talk('zh-CN');
    const x9 = await c.say(`${X9.title}防水吗`);
    expect(x9.text).toContain(X9.title);
    expect(x9.text).toContain('未标注');
    expect(x9.text).not.toContain(X9.attributes['电池']!);
  });
});
