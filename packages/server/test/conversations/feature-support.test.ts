import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found talking to the demo shop as a shopper, rules path: "亲，X9支持5G吗" answered with every spec of the X9, and
// "支持潜望长焦吗" right after it found no help article. Whether a product supports a feature is answered from its
// listing: yes with where it says so, otherwise that the listing does not say. The X9's listing is read from
// shops/demo/products.json, so the test knows it does not name 5G and does name 潜望长焦.
const X9 = (JSON.parse(readFileSync(`${SHOPS.demo}products.json`, 'utf8')) as Array<{ title: string }>).find((product) => product.title === 'Find X9')!;
const listing = JSON.stringify(X9);
const { talk } = shopForFile(SHOPS.demo);

describe('"does it support …?" from the listing (demo shop, rules path)', () => {
  it('the X9 listing names 潜望长焦 and not 5G or NFC', () => {
    expect(listing).toContain('潜望长焦');
    expect(listing).not.toMatch(/5G|NFC/i);
  });

  it('"亲，X9支持5G吗" → "支持潜望长焦吗": not said for 5G; yes for the periscope lens, where the listing says it', async () => {
    const c = await talk('zh-CN');
    expect((await c.say('亲，X9支持5G吗')).text).toBe('商品信息没有写明 Find X9 是否支持5G。');
    const lens = await c.say('支持潜望长焦吗');
    expect(lens.text).toMatch(/^支持，Find X9 的.+潜望长焦/);
  });

  it('"does the X9 support NFC?" says the listing does not say', async () => {
    const c = await talk('en');
    expect((await c.say('does the X9 support NFC?')).text).toBe('The listing for the Find X9 does not say whether it supports NFC.');
  });

  it('"do you support apple pay?" is no question about a product', async () => {
    const c = await talk('en');
    expect((await c.say('do you support apple pay?')).text).not.toMatch(/Which product/);
  });
});
