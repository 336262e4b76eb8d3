import { describe, expect, it } from 'vitest';
import { demoCatalog, partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2 on the demo shop, rules path: a spec asked with no product right after a comparison or a list of
// matches is that spec of the same products side by side. Before, "and the battery?" after "which has the best
// camera?" answered the battery of the last product of the four only, and "屏幕大的呢" after a list asked "which
// product?". Specs come from shops/demo/products.json; the listed products from the answer's own product parts.
const byId = new Map([...demoCatalog().values()].map((product) => [product.productId, product]));
const { talk } = shopForFile(SHOPS.demo);

describe('a spec follow-up compares the products in view (demo shop, rules path)', () => {
  it('zh-CN: a list of phones → "屏幕大的呢" → "电池呢" set the listed phones side by side', async () => {
    const c = await talk();
    const list = await c.say('我想买个手机，预算3000左右');
    const listed = partsOf(list, 'product').map((part) => byId.get(part.productId)!);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const screens = await c.say('屏幕大的呢');
    const batteries = await c.say('电池呢');
    for (const phone of listed) {
      expect(screens.text).toContain(`${phone.title} ${phone.attributes['屏幕']}`);
      expect(batteries.text).toContain(`${phone.title} ${phone.attributes['电池']}`);
    }
    expect(screens.text).not.toContain('请问您想了解哪款商品');
  });

  it('en: "which has the best camera?" → "and the battery?" keeps all the compared phones', async () => {
    const c = await talk('en');
    const list = await c.say('phones under 3000?');
    const listed = partsOf(list, 'product').map((part) => byId.get(part.productId)!);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    await c.say('which has the best camera?');
    const batteries = await c.say('and the battery?');
    expect(batteries.text).toMatch(/^Battery:/);
    for (const phone of listed) expect(batteries.text).toContain(`${phone.title} ${phone.attributes['电池']}`);
  });

  it('"X9和X8哪个续航好" → "那价格呢" / "compare the X9 and the X8" → "and the price?" price both (before: the X8 alone)', async () => {
    const x9 = [...byId.values()].find((product) => product.title === 'Find X9')!;
    const x8 = [...byId.values()].find((product) => product.title === 'Find X8')!;
    for (const [locale, compare, price] of [
      ['zh-CN', 'X9和X8哪个续航好', '那价格呢'],
      ['en', 'compare the X9 and the X8', 'and the price?'],
    ] as const) {
      const c = await talk(locale);
      await c.say(compare);
      const priced = await c.say(price);
      expect(partsOf(priced, 'comparison').map((part) => part.products.map((p) => p.name))).toEqual([['Find X9', 'Find X8']]);
      expect(priced.text).toContain(`Find X9 ¥${x9.price / 100}`);
      expect(priced.text).toContain(`Find X8 ¥${x8.price / 100}`);
    }
  });

  it('"它的重量呢" still asks about one product, not the four', async () => {
    const c = await talk();
    await c.say('我想买个手机，预算3000左右');
    await c.say('电池呢');
    const one = await c.say('它的重量呢');
    expect(partsOf(one, 'comparison')).toEqual([]);
    expect(one.text).not.toMatch(/；.*；/);
  });

  it('"拍照好的呢" after a list is a wish for good cameras, not an "OK" (the greeting came back before)', async () => {
    const c = await talk();
    await c.say('我想买个手机，预算3000左右');
    const cameras = await c.say('拍照好的呢');
    const shown = partsOf(cameras, 'product').map((part) => byId.get(part.productId)!);
    expect(shown.length).toBeGreaterThan(0);
    for (const phone of shown) expect(phone.tags).toContain('拍照');
    expect(cameras.text).not.toContain('我是智能客服');
    expect((await c.say('好的')).text).not.toContain('为您找到');
  });

  it('"X9和X8有什么区别" → "哪个适合打游戏" / "哪个更适合老人" answer from the shop\'s tags, not the bare table again', async () => {
    const pair = ['Find X9', 'Find X8'].map((title) => [...byId.values()].find((product) => product.title === title)!);
    const gamers = pair.filter((product) => product.tags.includes('游戏')).map((product) => product.title);
    expect(gamers.length).toBe(1);
    expect(pair.some((product) => product.tags.includes('老人'))).toBe(false);
    const c = await talk();
    await c.say('X9和X8有什么区别');
    expect((await c.say('哪个适合打游戏')).text).toMatch(new RegExp(`^更适合打游戏的是 ${gamers[0]}。`));
    expect((await c.say('哪个更适合老人')).text).toMatch(/^这两款都没有标注适合老人。/);
  });

  // A superlative asks about the kind listed, not only the few shown (ranked-after-list.test.ts): the lightest of all
  // phones, and of the phones with a good battery (all of them listed here).
  it('"推荐几款手机" → "哪个最轻" / "phones with a good battery?" → "which is the lightest?" name the lightest of the kind first', async () => {
    const grams = (title: string) => Number.parseFloat([...byId.values()].find((product) => product.title === title)!.attributes['重量']!);
    const phones = [...byId.values()].filter((product) => product.type === '手机');
    for (const [locale, list, ask] of [
      ['zh-CN', '推荐几款手机', '哪个最轻'],
      ['en', 'do you have any phones with a good battery?', 'which is the lightest?'],
    ] as const) {
      const c = await talk(locale);
      const listed = partsOf(await c.say(list), 'product').map((part) => byId.get(part.productId)!);
      expect(listed.length).toBeGreaterThanOrEqual(2);
      if (locale === 'en') for (const phone of listed) expect(phone.tags).toContain('续航');
      const kind = locale === 'en' ? phones.filter((phone) => phone.tags.includes('续航')) : phones;
      const lightest = [...kind].sort((a, b) => grams(a.title) - grams(b.title))[0]!;
      const answer = (await c.say(ask)).text;
      expect(
        answer.startsWith(
          locale === 'en' ? `Lightest: ${lightest.title} (${lightest.attributes['重量']}).` : `最轻的是 ${lightest.title}（${lightest.attributes['重量']}）。`,
        ),
      ).toBe(true);
    }
  });
});
