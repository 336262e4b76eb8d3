import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "compare the two" / "对比一下这两款" right after a list of matches, demo shop, rules path. Before: after a list of two
// it asked "Which products should I compare? Name two" with nothing to tap; after three or more the same, with
// examples that need not be of the list; "compare the first two" / "比较前两个" asked it too. Now a list of two is
// compared; "the first two" / "前两个" compares the first two listed; after more than two, which two is asked with
// the listed products named and pairs of them as quick replies (each compares when tapped).
const { talk } = shopForFile(SHOPS.demo);
const listedOf = (answer: Answer) => partsOf(answer, 'product').map((part) => part.name);
const comparedOf = (answer: Answer) => partsOf(answer, 'comparison').flatMap((part) => part.products.map((product) => product.name));
const replies = (answer: Answer) => partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));

describe('"compare the two" after a list (demo, rules path)', () => {
  it('a list of exactly two: "compare the two" / "对比一下这两款" compares them', async () => {
    for (const [locale, search, ask] of [
      ['en', 'tablets under 3000', 'compare the two'],
      ['zh-CN', '3000以内的平板', '对比一下这两款'],
    ] as const) {
      const c = await talk(locale);
      const listed = listedOf(await c.say(search));
      expect(listed).toHaveLength(2);
      const answer = await c.say(ask);
      expect(comparedOf(answer)).toEqual(listed);
    }
  });

  it('"compare the first two" / "比较前两个" after four phones: the first two listed', async () => {
    for (const [locale, search, ask] of [
      ['en', 'show me phones', 'compare the first two'],
      ['zh-CN', '有什么手机', '比较前两个'],
    ] as const) {
      const c = await talk(locale);
      const listed = listedOf(await c.say(search));
      expect(listed.length).toBeGreaterThanOrEqual(3);
      expect(comparedOf(await c.say(ask))).toEqual(listed.slice(0, 2));
    }
  });

  it('"compare the two" after four phones: which two, the listed ones named and paired as quick replies that compare', async () => {
    const c = await talk('en');
    const listed = listedOf(await c.say('show me phones'));
    const asked = await c.say('compare the two');
    expect(asked.text).toMatch(/^Which two should I compare\?/);
    for (const title of listed) expect(asked.text).toContain(title);
    const pairs = replies(asked);
    expect(pairs[0]).toBe(`Compare ${listed[0]} and ${listed[1]}`);
    expect(comparedOf(await c.say(pairs[0]!))).toEqual(listed.slice(0, 2));
  });

  it('"对比一下这两款" after four phones: 要对比哪两款, the listed ones paired', async () => {
    const c = await talk('zh-CN');
    const listed = listedOf(await c.say('有什么手机'));
    const asked = await c.say('对比一下这两款');
    expect(asked.text).toMatch(/^要对比哪两款？/);
    expect(replies(asked)[0]).toBe(`对比 ${listed[0]} 和 ${listed[1]}`);
  });
});
