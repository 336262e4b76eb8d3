import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found talking to the demo shop as a shopper, rules path: "亲，X9支持5G吗" answered with every spec of the X9, and
// "支持潜望长焦吗" right after it found no help article. Whether a product supports a feature is answered from its
// listing: yes with where it says so, otherwise that the listing does not say. The X9's listing is read from
// shops/demo/products.json, so the test knows it does not name 5G and does name 潜望长焦.
// Then: answers built from a selling point or a tag read like a spec sheet: "Yes — Pad 3 Pro: Stylus support.",
// "支持，Pad 3 Pro：手写笔支持。", and "does not say whether it supports pen." Now the selling point is quoted as one
// ("Yes — the Pad 3 Pro lists “Stylus support” among its selling points.", "Pad 3 Pro 的卖点写明「手写笔支持」"), a tag
// as a tag, and a thing used with the product is "whether it works with a pen".
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
    expect((await c.say('亲，X9支持5G吗')).text).toBe(
      '商品信息没有写明 Find X9 是否支持5G。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。',
    );
    const lens = await c.say('支持潜望长焦吗');
    expect(lens.text).toMatch(/^支持，Find X9 的.+潜望长焦/);
  });

  it('"does the X9 support NFC?" says the listing does not say', async () => {
    const c = await talk('en');
    expect((await c.say('does the X9 support NFC?')).text).toBe(
      'The listing for the Find X9 does not say whether it supports NFC. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    );
  });

  it('"do you support apple pay?" is no question about a product', async () => {
    const c = await talk('en');
    expect((await c.say('do you support apple pay?')).text).not.toMatch(/Which product/);
  });

  it('"does the Pad 3 Pro support a stylus?" / "Pad 3 Pro支持手写笔吗": the selling point quoted as one', async () => {
    const pro = (
      JSON.parse(readFileSync(`${SHOPS.demo}products.json`, 'utf8')) as Array<{
        title: string;
        highlights: string[];
        i18n?: { en?: { highlights?: string[] } };
      }>
    ).find((product) => product.title === 'Pad 3 Pro')!;
    const en = pro.i18n!.en!.highlights!.find((line) => /stylus/i.test(line))!;
    const zh = pro.highlights.find((line) => line.includes('手写笔'))!;
    expect((await (await talk('en')).say('does the Pad 3 Pro support a stylus?')).text).toBe(`Yes — the Pad 3 Pro lists “${en}” among its selling points.`);
    expect((await (await talk('zh-CN')).say('Pad 3 Pro支持手写笔吗')).text).toBe(`支持，Pad 3 Pro 的卖点写明「${zh}」。`);
  });

  it('"does the Pad 3 support a pen?": not said, of a thing used with it', async () => {
    const c = await talk('en');
    expect((await c.say('does the Pad 3 support a pen?')).text).toBe(
      'The listing for the Pad 3 does not say whether it works with a pen. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    );
  });
});
