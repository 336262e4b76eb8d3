import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Sizes written as numbers on shops/threadline (jeans and chinos 28–36, belts 30–38, shoes 7–12), rules path. Before:
// "do you have size 32?" / "有32码吗" with nothing in focus asked "which product?" though the shop sells 32s; and right
// after comparing two jeans, "in 32?" searched the whole shop while "有32码吗" answered for the last one compared only.
// Now a size the catalog sells, asked alone with nothing in focus, searches the products sold in it; right after a
// comparison, it is asked of each product compared ("compare the slim jeans and the straight jeans" itself asked "which
// products?", the words of each title being apart in it). A size the shop does not sell ("有42码的鞋吗", EU sizes on a US-sized
// shop) listed the shoes as if they came in 42, or asked "which product?": now the answer says none comes in 42 and
// names the sizes there are. Sizes and stock come from the shop's catalog.csv.
const catalog = threadlineCatalog();
const soldIn = (size: string) => [...catalog].filter(([, variants]) => variants.some((variant) => variant.size === size)).map(([title]) => title);
const COMPARED = ['Slim Fit Jeans', 'Straight Leg Jeans'];
const { talk } = shopForFile(SHOPS.threadline);

describe('a size written as a number (threadline, rules path)', () => {
  it('the catalog sells 32 in a few products and 10 in the shoes', () => {
    expect(soldIn('32').length).toBeGreaterThan(1);
    expect(soldIn('32').length).toBeLessThanOrEqual(4);
    expect(soldIn('32')).toEqual(expect.arrayContaining(COMPARED));
    expect(soldIn('10').length).toBeGreaterThan(1);
  });

  it.each([
    ['en', 'do you have size 32?'],
    ['zh-CN', '有32码吗'],
  ] as const)('%s "%s" with nothing in focus lists the products sold in 32', async (locale, question) => {
    const answer = await (await talk(locale)).say(question);
    expect(
      partsOf(answer, 'product')
        .map((part) => part.name)
        .sort(),
    ).toEqual(soldIn('32').sort());
  });

  it('"有10码的吗" lists products sold in 10', async () => {
    const answer = await (await talk('zh-CN')).say('有10码的吗');
    const shown = partsOf(answer, 'product').map((part) => part.name);
    expect(shown.length).toBeGreaterThan(0);
    for (const title of shown) expect(soldIn('10')).toContain(title);
  });

  it.each([
    ['en', 'compare Slim Fit Jeans and Straight Leg Jeans', 'in 32?', /left|sold out/],
    ['zh-CN', 'Slim Fit Jeans 和 Straight Leg Jeans 对比一下', '有32码吗', /有货|缺货/],
    // Each jeans named by two words of its title that are apart in it ("slim … jeans"), one of them also a Fit value.
    ['en', 'compare the slim jeans and the straight jeans', 'in 32?', /left|sold out/],
  ] as const)('%s: after "%s", "%s" answers the stock in 32 of both', async (locale, compare, question, stockWord) => {
    const c = await talk(locale);
    expect(partsOf(await c.say(compare), 'comparison')).toHaveLength(1);
    const answer = await c.say(question);
    for (const title of COMPARED) {
      expect(answer.text).toContain(title);
      const inStock = catalog.get(title)!.filter((variant) => variant.size === '32' && variant.stock > 0);
      for (const variant of inStock) expect(answer.text).toContain(`${variant.stock}`);
    }
    expect(answer.text).toMatch(stockWord);
    expect(answer.text).not.toMatch(/Chino|Belt/);
  });

  it('"do you have size 32?" about the one product in focus still answers for it alone', async () => {
    const c = await talk('en');
    await c.say('slim fit jeans');
    const answer = await c.say('do you have size 32?');
    expect(answer.text).toContain('Slim Fit Jeans');
    expect(answer.text).not.toContain('Straight Leg Jeans');
  });

  it('"有42码的鞋吗" says no shoe comes in 42 and names the sizes the shoes come in', async () => {
    expect(soldIn('42')).toEqual([]);
    const shoeSizes = [
      ...new Set([...catalog].filter(([title]) => soldIn('10').includes(title)).flatMap(([, variants]) => variants.map((variant) => variant.size))),
    ];
    const answer = await (await talk('zh-CN')).say('有42码的鞋吗');
    expect(answer.text).toMatch(/^没有42码的.+，现有尺码：/);
    for (const size of shoeSizes) expect(answer.text).toContain(size);
  });

  it('"do you have size 42?" says nothing comes in 42 and lists no product as if it did', async () => {
    const answer = await (await talk('en')).say('do you have size 42?');
    expect(answer.text).toMatch(/^Nothing comes in size 42\. The sizes we carry as numbers: .*\b32\b/);
    expect(partsOf(answer, 'product')).toEqual([]);
  });
});
