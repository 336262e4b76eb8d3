import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';
import { shopForFile } from './shop-for-file.js';
import { SHOPS } from './focus-support.js';

// "X9有哪些版本" listed four phones (the word 有哪些 read as "recommend some"), "亚麻衬衫有哪些版本" listed the one shirt
// with its price, and "what versions does the X9 come in?" gave the colours' stock only, leaving out its RAM. Built: a
// question about a product's versions (哪些版本, 几个版本, which versions / variants) answers every option group with
// its values — beside each value the price, when one group alone sets it, else the range — and marks a value sold out
// in every version.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/rings-priced-by-metal.csv', import.meta.url));
const rings = importedShopForFile(EXPORT, { folder: 'fennel-versions', name: 'Fennel & Ore', currency: 'USD' });

describe('a product’s versions asked as a whole (rules path)', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);
  it.each([
    ['zh-CN', 'X9有哪些版本', ['6 个版本', '钛晨灰', '雾凇白', '深空黑', '12GB', '16GB']],
    ['zh-CN', 'X9有几个版本', ['6 个版本', '深空黑', '16GB']],
    ['en', 'what versions does the X9 come in?', ['6 versions', 'Titanium Grey', 'Space Black', '12GB', '16GB']],
    ['en', 'which variants of the Pad 3 are there?', ['4 versions', '8GB', '12GB']],
  ] as const)('demo %s "%s": every option group with its values', async (locale, question, expected) => {
    const conversation = await demo.talk(locale);
    const answer = await conversation.say(question);
    for (const text of expected) expect(answer.text).toContain(text);
    expect(answer.text).not.toContain('Find X8');
  });

  it('demo zh-CN: "X9多少钱" → "有几个版本" answers the X9 in focus', async () => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('X9多少钱');
    const answer = await conversation.say('有几个版本');
    expect(answer.text).toMatch(/Find X9 共 6 个版本/);
    expect(answer.text).toContain('运行内存');
  });

  it('threadline zh-CN "亚麻衬衫有哪些版本": sizes, colours and fits of the one shirt', async () => {
    const conversation = await threadline.talk('zh-CN');
    const answer = await conversation.say('亚麻衬衫有哪些版本');
    expect(answer.text).toContain('Linen Shirt 共 24 个版本');
    for (const value of ['S / M / L / XL', 'White / Sand / Navy', 'Regular / Slim']) expect(answer.text).toContain(value);
  });

  it('imported export: the metal sets the price, so each metal is priced, and the sold-out one is said', async () => {
    const [answer] = await rings.converseIn('en', 'what versions does the Orbit Band come in?');
    expect(answer!.text).toContain('4 versions');
    expect(answer!.text).toContain('Sterling Silver ($85)');
    expect(answer!.text).toMatch(/14k Gold \(\$340, sold out\)/);
    expect(answer!.text).toContain('6 / 7');
  });

  it('imported export: a product sold in one version says so with its price', async () => {
    const [answer] = await rings.converseIn('zh-CN', 'Lumen Studs有哪些版本');
    expect(answer!.text).toMatch(/Lumen Studs 只有一个版本，\$42(\.00)?/);
  });
});
