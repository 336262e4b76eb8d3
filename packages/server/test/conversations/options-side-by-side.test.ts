import { describe, expect, it } from 'vitest';
import { SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found trying a swimwear export as a shopper ("a one piece swimsuit" → "what sizes?" asked "which product do you
// mean?"), here on shops/threadline, rules path: right after a list or a comparison, "what sizes?" / "有哪些尺码" /
// "what colours?" set each product's sizes or colours side by side. Values from catalog.csv, in its order.
const catalog = threadlineCatalog();
const valuesOf = (title: string, pick: (variant: { size: string; color: string }) => string) => [...new Set(catalog.get(title)!.map(pick))].join(' / ');
const JEANS = [...catalog.keys()].filter((title) => / Jeans$/.test(title));
const { talk } = shopForFile(SHOPS.threadline);

describe('sizes and colours of the products in view, side by side (threadline, rules path)', () => {
  it('"有牛仔裤吗" → "有哪些尺码": both jeans\' sizes', async () => {
    const c = await talk('zh-CN');
    const listed = await c.say('有牛仔裤吗');
    const order = JEANS.filter((title) => listed.text.includes(title)).sort((a, b) => listed.text.indexOf(a) - listed.text.indexOf(b));
    expect(order.length).toBe(2);
    const sizes = await c.say('有哪些尺码');
    // Both in the same sizes: said once.
    expect(sizes.text).toBe(`Size：两款都是 ${valuesOf(order[0]!, (v) => v.size)}。`);
    expect(valuesOf(order[1]!, (v) => v.size)).toBe(valuesOf(order[0]!, (v) => v.size));
  });

  it('"compare the linen shirt and the oxford shirt" → "what colours?": both shirts\' colours', async () => {
    const c = await talk('en');
    await c.say('compare the linen shirt and the oxford shirt');
    const colours = await c.say('what colours?');
    const expected = ['Linen Shirt', 'Oxford Button-Down Shirt'].map((title) => `${title} ${valuesOf(title, (v) => v.color)}`).join('; ');
    expect(colours.text.startsWith(`Color: ${expected}.`)).toBe(true);
  });
});
