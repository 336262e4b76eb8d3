import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Right after "shirts under $60" listed the Linen Shirt ($59), the Oxford ($54) and the Chambray ($49), "is the
// cheapest one in stock?" asked "Several products match… Which one do you mean?", and "the cheapest one, is it in
// stock?" named the Chambray and then asked the same; on the demo "3000以内的手机" → "最便宜的那个有货吗" asked which of
// the four. "the cheaper one" picked among two already. Built: "the cheapest one" / "最便宜的那个" (or the most
// expensive) with a question of its own right after a list is the cheapest (dearest) of the products listed; alone,
// it still answers which is the cheapest.
describe('the cheapest one of the list just shown', () => {
  const threadline = shopForFile(SHOPS.threadline);
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['is the cheapest one in stock?', /^Chambray Work Shirt — /],
    ['the cheapest one, is it in stock?', /Chambray Work Shirt — /],
    ['is the most expensive one in stock?', /^Linen Shirt — /],
  ] as const)('threadline: after the shirts under sixty dollars, %s', async (question, expected) => {
    const conversation = await threadline.talk('en');
    await conversation.say('shirts under $60');
    const answer = await conversation.say(question);
    expect(answer.text).toMatch(expected);
    expect(answer.text).not.toContain('Which one do you mean?');
  });

  it('demo: "3000以内的手机" → "最便宜的那个有货吗" is the cheapest phone listed', async () => {
    const conversation = await demo.talk('zh-CN');
    const list = await conversation.say('3000以内的手机');
    const prices = [...list.text.matchAll(/([\w ]+?)（¥(\d+) 起）/g)].map((match) => ({
      name: match[1]!.replace(/^.*?[：、]/, '').trim(),
      price: Number(match[2]),
    }));
    const cheapest = prices.reduce((low, item) => (item.price < low.price ? item : low));
    const answer = await conversation.say('最便宜的那个有货吗');
    expect(answer.text.startsWith(cheapest.name)).toBe(true);
    expect(answer.text).not.toContain('请问您指的是哪一款');
  });

  it('alone, "the cheapest one" still says which is the cheapest (guard)', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('shirts under $60');
    const answer = await conversation.say('the cheapest one?');
    expect(answer.text).toContain('The cheapest is the Chambray Work Shirt at $49.');
  });
});
