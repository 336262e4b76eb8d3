import { describe, expect, it } from 'vitest';
import { demoCatalog, partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "有哪些手机" shows four of the demo shop's nine phones; "哪个最轻" next asks about phones, not about those four.
// Before, it compared the four shown and named the lightest of them (Find X8, 193g) while a lighter phone was never
// shown. Now the search is asked again ranked by the spec, and when the first of the ranking was not shown the answer
// says so. So does "哪个最便宜" / "which one is the cheapest?": before, "这几款中最便宜的是 Find X8" (of the four shown)
// while the A3 costs less than half. Expected values come from shops/demo/products.json.
const phones = [...demoCatalog().values()].filter((product) => product.type === '手机');
const grams = (title: string) => Number(/\d+/.exec(phones.find((phone) => phone.title === title)!.attributes['重量']!)![0]);
const lightest = [...phones].sort((a, b) => grams(a.title) - grams(b.title))[0]!;
const cheapest = [...phones].sort((a, b) => a.price - b.price)[0]!;
const { talk } = shopForFile(SHOPS.demo);

describe('a superlative right after a partial list ranks the whole kind (demo shop, rules path)', () => {
  it('the list shows fewer phones than the shop sells, and not the lightest', async () => {
    const c = await talk('zh-CN');
    const shown = partsOf(await c.say('有哪些手机'), 'product').map((part) => part.name);
    expect(shown.length).toBeLessThan(phones.length);
    expect(shown).not.toContain(lightest.title);
  });

  it.each([
    ['zh-CN', '有哪些手机', '哪个最轻', `最轻的是 ${lightest.title}（${lightest.attributes['重量']}）。`, `${lightest.title} 不在刚才列出的 4 款里`],
    [
      'en',
      'what phones do you have?',
      'which is the lightest?',
      `Lightest: ${lightest.title} (${lightest.attributes['重量']}).`,
      `The ${lightest.title} was not among the 4 shown before`,
    ],
  ] as const)('%s "%s" → "%s": the lightest of all phones, said to be beyond the list', async (locale, list, question, lead, beyond) => {
    const c = await talk(locale);
    await c.say(list);
    const answer = await c.say(question);
    expect(answer.text.startsWith(lead), answer.text).toBe(true);
    expect(answer.text).toContain(beyond);
    expect(partsOf(answer, 'product')[0]?.name).toBe(lightest.title);
  });

  it('"有哪些手机" → "哪个电池最大": the first of the ranking was shown, so nothing is said about the list', async () => {
    const c = await talk('zh-CN');
    const shown = partsOf(await c.say('有哪些手机'), 'product').map((part) => part.name);
    const mAh = (title: string) => Number(/\d+/.exec(phones.find((phone) => phone.title === title)!.attributes['电池']!)![0]);
    const biggest = [...phones].sort((a, b) => mAh(b.title) - mAh(a.title))[0]!;
    expect(shown).toContain(biggest.title);
    const answer = await c.say('哪个电池最大');
    expect(answer.text.startsWith(`最大的是 ${biggest.title}（${biggest.attributes['电池']}）。`), answer.text).toBe(true);
    expect(answer.text).not.toContain('不在刚才列出');
  });

  it.each([
    ['zh-CN', '有哪些手机', '哪个最便宜', `最便宜的是 ${cheapest.title}，¥${cheapest.price / 100} 起。`, `${cheapest.title} 不在刚才列出的 4 款里`],
    [
      'en',
      'what phones do you have?',
      'which one is the cheapest?',
      `The cheapest is the ${cheapest.title} at ¥${cheapest.price / 100}.`,
      `The ${cheapest.title} was not among the 4 shown before`,
    ],
  ] as const)('%s "%s" → "%s": the cheapest of all phones, said to be beyond the list', async (locale, list, question, lead, beyond) => {
    const c = await talk(locale);
    const shown = partsOf(await c.say(list), 'product').map((part) => part.name);
    expect(shown).not.toContain(cheapest.title);
    const answer = await c.say(question);
    expect(answer.text.startsWith(lead), answer.text).toBe(true);
    expect(answer.text).toContain(beyond);
    expect(partsOf(answer, 'product')[0]?.name).toBe(cheapest.title);
  });
});
