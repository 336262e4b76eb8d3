import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "do you have any hats?" on the demo (an electronics shop) said it sells no hats, but "dresses under 500?" /
// "500以内的连衣裙" listed two earbuds under ¥500: with a budget, the kind the shop does not carry was dropped and the
// search ran on the budget alone. On shops/threadline (apparel), "phones under $300" / "3000以内的手机" listed four
// shirts and "do you sell laptops?" asked which of four shirts was meant: the built-in kind words had no electronics.
// Built: a search naming a kind the shop does not carry, with a budget or a ranking, is answered as not carried (what
// the shop sells instead), also right after a list of another kind; the built-in kinds include phones, laptops,
// tablets, computers, televisions and cameras.
describe('a kind the shop does not sell, asked within a budget', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['en', 'dresses under 500?', 'I couldn’t find'],
    ['zh-CN', '500以内的连衣裙', '没有找到“连衣裙”相关的商品'],
  ] as const)('demo %s %s', async (locale, question, expected) => {
    const conversation = await demo.talk(locale);
    const answer = await conversation.say(question);
    expect(answer.text.replace("'", '’')).toContain(expected);
    expect(answer.text).not.toMatch(/Enco|match/);
  });

  it.each([
    ['en', 'phones under $300', /couldn’t find “phones?”/],
    ['en', 'do you sell laptops?', /couldn’t find “laptops?”/],
    ['zh-CN', '3000以内的手机', /没有找到“手机”相关的商品/],
  ] as const)('threadline %s %s', async (locale, question, expected) => {
    const conversation = await threadline.talk(locale);
    const answer = await conversation.say(question);
    expect(answer.text.replace("'", '’')).toMatch(expected);
    expect(answer.text).not.toContain('Linen Shirt');
  });

  it.each([
    ['do you sell laptops?', /couldn’t find “laptops?”/],
    ['laptops under 5000', /couldn’t find “laptops?”/],
  ] as const)('demo, right after a list of tablets: %s', async (question, expected) => {
    const conversation = await demo.talk('en');
    await conversation.say('any tablets?');
    const answer = await conversation.say(question);
    expect(answer.text.replace("'", '’')).toMatch(expected);
    expect(answer.text).not.toContain('Pad');
  });

  it('a kind it sells within a budget is still a search (guard)', async () => {
    const conversation = await threadline.talk('en');
    const answer = await conversation.say('shirts under $60');
    expect(answer.text).toContain('3 matches: Linen Shirt');
  });
});
