import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 items 2–3 on shops/threadline, rules path. Right after a list of matches, an option value alone ("any in
// blue?", "有蓝色的吗", "do they come in XXL?") asks which of that search come in it. Before: "any in blue?" answered
// "Sorry, I could not find anything on that", and the "how much?" after it handed the shopper to a human as a repeated
// failure; "有蓝色的吗" asked "which one do you mean?" of the four shirts. With one product in focus, "any in blue?"
// asked nothing either; now it is that product's stock in blue, and "and in XXL?" keeps the blue.
const catalog = threadlineCatalog();
const comesIn = (title: string, wanted: (variant: { size: string; color: string }) => boolean) => catalog.get(title)!.some(wanted);
const { talk } = shopForFile(SHOPS.threadline);
// The shop's blues: Blue, Light Blue and Navy (a navy shirt is a blue one to a shopper, as the colour matching reads it).
const BLUE = /\b(?:blue|navy)\b/i;
const names = (answer: Parameters<typeof partsOf>[0]) => partsOf(answer, 'product').map((part) => part.name);

describe('an option value right after a list (threadline, rules path)', () => {
  it('"what shirts do you have?" → "any in blue?" lists the blue ones of those shirts, and "how much?" prices them', async () => {
    const c = await talk('en');
    const shirts = names(await c.say('what shirts do you have?'));
    expect(shirts.length).toBeGreaterThanOrEqual(3);
    const blue = shirts.filter((title) => comesIn(title, (variant) => BLUE.test(variant.color)));
    expect(blue.length).toBeGreaterThanOrEqual(2);
    expect(blue.length).toBeLessThan(shirts.length);
    expect(names(await c.say('any in blue?')).sort()).toEqual([...blue].sort());
    const priced = await c.say('how much?');
    expect(partsOf(priced, 'comparison').map((part) => part.products.map((p) => p.name).sort())).toEqual([[...blue].sort()]);
  });

  it('"衬衫有哪些" → "有蓝色的吗" → "有XL的吗": the blue shirts, then those in blue and XL', async () => {
    const c = await talk('zh-CN');
    const shirts = names(await c.say('衬衫有哪些'));
    const blue = shirts.filter((title) => comesIn(title, (variant) => BLUE.test(variant.color)));
    const blueXl = shirts.filter((title) => comesIn(title, (variant) => BLUE.test(variant.color) && variant.size === 'XL'));
    const answer = await c.say('有蓝色的吗');
    expect(answer.text).not.toContain('哪一款');
    expect(names(answer).sort()).toEqual([...blue].sort());
    expect(names(await c.say('有XL的吗')).sort()).toEqual([...blueXl].sort());
  });

  it('"do they come in XXL?" lists only the shirts sold in XXL', async () => {
    const c = await talk('en');
    const shirts = names(await c.say('what shirts do you have?'));
    const xxl = shirts.filter((title) => comesIn(title, (variant) => variant.size === 'XXL'));
    expect(xxl.length).toBeGreaterThanOrEqual(1);
    expect(xxl.length).toBeLessThan(shirts.length);
    expect(names(await c.say('do they come in XXL?')).sort()).toEqual([...xxl].sort());
  });

  it('"tell me about the oxford shirt" → "any in blue?" → "and in XXL?": that shirt\'s stock in blue, then in XXL and blue', async () => {
    const c = await talk('en');
    await c.say('tell me about the oxford shirt');
    const oxford = catalog.get('Oxford Button-Down Shirt')!;
    const inBlue = await c.say('any in blue?');
    expect(inBlue.text).toMatch(/^Oxford Button-Down Shirt — /);
    const blueCount = oxford.filter((variant) => variant.color === 'Blue').length;
    expect(inBlue.text.match(/ \/ Blue \/ /g)).toHaveLength(blueCount);
    expect(inBlue.text).not.toContain('White');
    const xxlBlue = await c.say('and in XXL?');
    for (const variant of oxford.filter((v) => v.color === 'Blue' && v.size === 'XXL'))
      expect(xxlBlue.text).toContain(`XXL / Blue / ${variant.fit}: ${variant.stock} left`);
    expect(xxlBlue.text).not.toMatch(/White| M \/ /);
  });

  it('"is the second one in blue?" after the list asks of the second shirt only (before: "could not find anything")', async () => {
    const c = await talk('en');
    const shirts = names(await c.say('what shirts do you have?'));
    const answer = await c.say('is the second one in blue?');
    expect(answer.text).toContain(shirts[1]!);
    expect(partsOf(answer, 'product').length).toBeLessThanOrEqual(1);
  });

  it('"有没有连衣裙" → "有S码的吗": the dresses sold in S, not "which one?"', async () => {
    const c = await talk('zh-CN');
    const dresses = names(await c.say('有没有连衣裙'));
    const inS = await c.say('有S码的吗');
    expect(inS.text).not.toContain('哪一款');
    const sold = dresses.filter((title) => comesIn(title, (variant) => variant.size === 'S'));
    expect(names(inS).length).toBeGreaterThanOrEqual(1);
    for (const title of names(inS)) expect(comesIn(title, (variant) => variant.size === 'S')).toBe(true);
    expect(names(inS).filter((title) => dresses.includes(title))).toEqual(sold.filter((title) => names(inS).includes(title)));
  });
});
