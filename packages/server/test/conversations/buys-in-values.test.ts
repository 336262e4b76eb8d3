import { describe, expect, it } from 'vitest';
import { decidesToBuyIn } from '../../src/adapters/rules/buy-question.js';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "do you have the wrap dress in black?" → … → "ok I will take the M" listed four dresses in M (the decision read as
// a search for size M), and "那我要藏青色L码的" after the Linen Shirt's colours listed shirts. Built: a decision to buy
// said with option values only ("I'll take the M", "I would like the navy one", "那我要…码的", "就要黑色的吧") is the
// product in focus in those values — with the values last asked of it, one per kind — answered with that version's
// stock and how to buy it, choosing those values.
describe('a decision to buy said with the option values chosen (threadline, rules path)', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it('en "in black?" → "is it true to size?" → "ok I will take the M": the Wrap Dress in M / Black', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('do you have the wrap dress in black?');
    await conversation.say('is it true to size?');
    const answer = await conversation.say('ok I will take the M');
    expect(answer.text).toMatch(/^Wrap Dress — M \/ Black: \d+ left\. To buy it, choose M \/ Black on the product page/);
    expect(answer.text).not.toContain('Slip Dress');
  });

  it('zh-CN "亚麻衬衫有哪些颜色" → "那我要藏青色L码的": the Linen Shirt in L / Navy, both fits', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('亚麻衬衫有哪些颜色');
    const answer = await conversation.say('那我要藏青色L码的');
    expect(answer.text).toMatch(/^Linen Shirt L \/ Navy \/ Regular：有货（剩 \d+ 件）；L \/ Navy \/ Slim：/);
    expect(answer.text).toContain('在商品页选 L / Navy');
    expect(answer.text).not.toContain('Oxford');
  });

  it('en "linen shirt" → "I would like the navy one": the navy versions and how to buy one', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('linen shirt');
    const answer = await conversation.say('I would like the navy one');
    expect(answer.text).toMatch(/^Linen Shirt — S \/ Navy \/ Regular/);
    expect(answer.text).toContain('choose Navy on the product page');
  });

  it.each([
    ['我要退M码的', ['M']],
    ['I want to return the M', ['M']],
    ['I will take the M and the linen shirt', ['M']],
  ])('"%s" is no decision to buy in %j', (text, values) => {
    expect(decidesToBuyIn(text, values, { optionValues: [] })).toBe(false);
  });
});
