import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "what sizes do your dresses come in?" on shops/threadline listed four dresses and their prices, and no size: a
// question about several products' sizes was read as a search for them (ASKS_SIZES answers one product's sizes, and
// matches "do you have dresses in size M?" too). Built: a question that asks which sizes or colours there are
// ("what sizes do … come in", "which colours", "有哪些尺码", "颜色都有什么" — values-of-kind.ts) searches every product
// of the kind and answers the sizes together, smallest first, then, where they differ, which products come in which;
// where none has a choice of them, that each comes in one.
// Threadline's dresses all come in XS–L; the fixture's three dresses differ (see size-letters-shown.test.ts).
const dresses = [...threadlineCatalog()].filter(([title]) => /\bDress$/.test(title));
const SIZES = ['XS', 'S', 'M', 'L'];
const threadline = shopForFile(SHOPS.threadline);
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/dresses-size-letters.csv', import.meta.url));
const hollowbrook = importedShopForFile(EXPORT, { folder: 'hollowbrook-kinds', name: 'Hollowbrook', currency: 'USD' });

describe('the sizes a kind of product comes in (rules path)', () => {
  it('threadline: each dress comes in XS, S, M and L', () => {
    expect(dresses.length).toBeGreaterThan(3);
    for (const [, variants] of dresses) expect([...new Set(variants.map((variant) => variant.size))]).toEqual(SIZES);
  });

  it('threadline, "what sizes do your dresses come in?": the sizes, not a list of dresses', async () => {
    const c = await threadline.talk('en');
    const answer = await c.say('what sizes do your dresses come in?');
    expect(answer.text).toBe('Our dresses come in XS, S, M and L.');
    expect(partsOf(answer, 'product').length).toBeGreaterThan(0);
  });

  it('threadline, "连衣裙有哪些尺码": 连衣裙有 XS、S、M、L 这些尺码', async () => {
    const c = await threadline.talk('zh-CN');
    expect((await c.say('你们的连衣裙有哪些尺码？')).text).toBe('连衣裙有 XS、S、M、L 这些尺码。');
  });

  it('threadline, "what sizes do your hats come in?": the bucket hat\'s two sizes, the others in one size', async () => {
    const c = await threadline.talk('en');
    const answer = await c.say('what sizes do your hats come in?');
    expect(answer.text).toMatch(/^Our hats come in S\/M and L\/XL: the Bucket Hat in all of them\. The .* come in one size\.$/);
  });

  it('"what sizes do your dresses come in?" where the dresses differ: all sizes, then which dress comes in which', async () => {
    const [en] = await hollowbrook.converse('what sizes do your dresses come in?');
    expect(en!.text).toBe(
      'Our dresses come in XS, S, M, L, XL and 2XL: the Fern Wrap Dress in all of them; the Moss Slip Dress in S / M / L; the Birch Shirt Dress in XS / S / M / L / XL.',
    );
    const [zh] = await hollowbrook.converseIn('zh-CN', '连衣裙都有什么尺码');
    expect(zh!.text).toBe('连衣裙有 XS、S、M、L、XL、2XL 这些尺码：Fern Wrap Dress 全都有；Moss Slip Dress 有 S、M、L；Birch Shirt Dress 有 XS、S、M、L、XL。');
  });

  it('"what colours do your dresses come in?": the colours, and the dresses that come in one', async () => {
    const [answer] = await hollowbrook.converse('what colours do your dresses come in?');
    expect(answer!.text).toBe(
      'Our dresses come in Ink and Sage: the Moss Slip Dress in all of them. The Fern Wrap Dress and the Birch Shirt Dress come in one colour.',
    );
  });

  it.each([
    ['en', 'what colours do your trousers come in?', 'Each of our trousers comes in one colour, with no choice of colours.'],
    ['zh-CN', '裤子有哪些颜色', '裤子每款都只有一种颜色，没有其他可选。'],
  ] as const)('%s "%s" where none has a choice of colours: each comes in one', async (locale, question, answered) => {
    const [answer] = await hollowbrook.converseIn(locale, question);
    expect(answer!.text).toBe(answered);
    expect(answer!.products).toEqual(['Pine Linen Trousers']);
  });

  it('"do you have dresses in size L?" still lists the dresses in L', async () => {
    const [answer] = await hollowbrook.converse('do you have dresses in size L?');
    expect(answer!.text).toMatch(/^3 matches in L: /);
  });
});
