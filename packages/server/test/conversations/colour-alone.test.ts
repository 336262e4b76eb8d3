import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A colour asked alone with a question mark right after a product was discussed: "black?" / "黑色?" asked "Which
// product do you mean by 'black'?" on threadline, and in Chinese on the demo shop, though the product was in focus
// ("in black?" and "黑色的呢" already worked). A question mark now marks the colour as a follow-up like "and…" or "…呢":
// after a stock or spec question it answers that product's stock in the colour, after a price question its price in it,
// after a comparison each compared product's (where "黑色的呢" found no help article and "black?" asked which product).
// A bare "black?" with nothing in focus still asks which product. Stock comes from the catalogs.
const pocketTee = threadlineCatalog().get('Pocket Tee')!;
const slimFit = threadlineCatalog().get('Slim Fit Jeans')!;
const threadline = shopForFile(SHOPS.threadline);

describe('a colour asked alone right after a product (rules path)', () => {
  it('"tell me about the pocket tee" → "black?" answers the stock of its black variants', async () => {
    const c = await threadline.talk('en');
    await c.say('tell me about the pocket tee');
    const answer = await c.say('black?');
    expect(answer.text).toMatch(/^Pocket Tee — /);
    for (const variant of pocketTee.filter((one) => one.color === 'Black')) expect(answer.text).toContain(`${variant.size} / Black: ${variant.stock} left`);
    expect(answer.text).not.toContain('Rust');
  });

  it('"how much is the pocket tee?" → "black?" answers its price in black', async () => {
    const c = await threadline.talk('en');
    await c.say('how much is the pocket tee?');
    const price = pocketTee.find((one) => one.color === 'Black')!.price;
    expect((await c.say('black?')).text).toBe(`The Pocket Tee in Black is $${price}.`);
  });

  it('"Pocket Tee 有货吗" → "黑色?" answers the stock of its black variants', async () => {
    const c = await threadline.talk('zh-CN');
    await c.say('Pocket Tee 有货吗');
    const answer = await c.say('黑色?');
    expect(answer.text).toMatch(/^Pocket Tee /);
    for (const variant of pocketTee.filter((one) => one.color === 'Black'))
      expect(answer.text).toContain(`${variant.size} / Black：有货（剩 ${variant.stock} 件）`);
  });

  it.each([
    ['en', 'compare Slim Fit Jeans and Straight Leg Jeans', 'black?', /Straight Leg Jeans do not come in/],
    ['zh-CN', 'Slim Fit Jeans 和 Straight Leg Jeans 对比一下', '黑色的呢', /Straight Leg Jeans 没有/],
  ] as const)('%s: after "%s", "%s" answers for both compared', async (locale, compare, question, notIn) => {
    const c = await threadline.talk(locale);
    await c.say(compare);
    const answer = await c.say(question);
    expect(answer.text).toMatch(/^Slim Fit Jeans/);
    for (const variant of slimFit.filter((one) => one.color === 'Black')) expect(answer.text).toContain(`${variant.size} / Black`);
    expect(answer.text).toMatch(notIn);
  });

  // On a jewellery export, "手镯" → "金色的" and "项链" → "银色的" answered "没有找到相关说明" (then a handoff): "…色的" is
  // "the … ones", as "黑色的呢" is.
  it('"有T恤吗" → "黑色的": the T-shirts in black; "Pocket Tee 有货吗" → "黑色的": its black stock', async () => {
    const c = await threadline.talk('zh-CN');
    await c.say('有T恤吗');
    const listed = partsOf(await c.say('黑色的'), 'product').map((part) => part.name);
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed)
      expect(
        threadlineCatalog()
          .get(name)!
          .some((variant) => variant.color === 'Black'),
      ).toBe(true);
    const d = await threadline.talk('zh-CN');
    await d.say('Pocket Tee 有货吗');
    const answer = await d.say('黑色的');
    for (const variant of pocketTee.filter((one) => one.color === 'Black'))
      expect(answer.text).toContain(`${variant.size} / Black：有货（剩 ${variant.stock} 件）`);
  });

  it('"black?" with nothing in focus still asks which product', async () => {
    const answer = await (await threadline.talk('en')).say('black?');
    expect(answer.text).toMatch(/^Which product do you mean/);
  });
});

describe('a colour asked alone on the demo shop (rules path)', () => {
  const demo = shopForFile(SHOPS.demo);

  it('"Find X9 多少钱" → "黑色?" answers the price of its black one', async () => {
    const c = await demo.talk('zh-CN');
    await c.say('Find X9 多少钱');
    const answer = await c.say('黑色?');
    expect(answer.text).toMatch(/^Find X9（[^）]*黑[^）]*） 当前售价 ¥\d+/);
  });
});
