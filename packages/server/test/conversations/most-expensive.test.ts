import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "what is the most expensive item?" and "最贵的是哪个" answered "Sorry, I could not find anything on that" on every
// shop (the swimwear export, threadline, the demo): only the cheapest could be asked. Built: "most expensive",
// "priciest", "highest-priced", 最贵, 价格最高 ask for the matches ordered by their highest price (a search's `price_desc`);
// the answer names the first at its highest price and brings it into focus ("how much is it in S?"); after a search
// it is the most expensive of that search, and of a list compared, "The most expensive of these is…".
const catalog = threadlineCatalog();
const highest = (title: string) => Math.max(...catalog.get(title)!.map((variant) => variant.price));
const dearest = (titles: readonly string[]) => [...titles].sort((a, b) => highest(b) - highest(a));
const everything = dearest([...catalog.keys()]);
const dresses = dearest([...catalog.keys()].filter((title) => /\bDress$/.test(title)));
const { talk } = shopForFile(SHOPS.threadline);

describe('the most expensive asked (threadline, rules path)', () => {
  it('threadline has one most expensive product, and one most expensive dress', () => {
    expect(highest(everything[0]!)).toBeGreaterThan(highest(everything[1]!));
    expect(highest(dresses[0]!)).toBeGreaterThan(highest(dresses[1]!));
  });

  it('"what is the most expensive item?" names it at its highest price; "how much is it?" is about it', async () => {
    const c = await talk('en');
    const answer = await c.say('what is the most expensive item?');
    expect(answer.text).toBe(`The most expensive is the ${everything[0]} at $${highest(everything[0]!)}.`);
    expect(partsOf(answer, 'product')[0]!.name).toBe(everything[0]);
    expect((await c.say('how much is it?')).text).toContain(everything[0]!);
  });

  it('"最贵的连衣裙" in Chinese: the dearest dress', async () => {
    const c = await talk('zh-CN');
    expect((await c.say('最贵的连衣裙')).text).toBe(`最贵的是 ${dresses[0]}，$${highest(dresses[0]!)}。`);
  });

  it('"cheapest dress?" → "and the most expensive?": the most expensive dress, not of everything', async () => {
    const c = await talk('en');
    await c.say('cheapest dress?');
    expect((await c.say('and the most expensive?')).text).toBe(`The most expensive is the ${dresses[0]} at $${highest(dresses[0]!)}.`);
  });

  it('"show me dresses" → "which is the most expensive?": the most expensive of the dresses shown', async () => {
    const c = await talk('en');
    const list = await c.say('show me dresses');
    const shown = partsOf(list, 'product').map((part) => part.name);
    expect(shown.length).toBeGreaterThan(2);
    const answer = await c.say('which is the most expensive?');
    const from = (title: string) => Math.min(...catalog.get(title)!.map((variant) => variant.price));
    const [first] = [...shown].sort((a, b) => from(b) - from(a));
    expect(answer.text).toMatch(new RegExp(`^The most expensive of these is the ${first} at \\$${from(first!)}; next is the `));
  });
});
