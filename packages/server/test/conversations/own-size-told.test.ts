import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// With the Wrap Dress discussed, "I am usually a medium, is it true to size?" began with "Here are 4 of the matches in
// M: Linen Midi Dress, Wrap Dress, …" (the size told read as a search of everything in M) before the fit answer, and
// "我平时穿M，这款偏大还是偏小？" the same. Built: a size the shopper says they wear (dialogue/own-size.ts) goes with the
// fit question, whose answer then says that size's stock of the product discussed. Told alone right after a question
// about one product ("I usually wear a small") it was already that product's stock in it: guards.
const threadline = shopForFile(SHOPS.threadline);

describe('the size a shopper says they wear is about the product discussed', () => {
  it.each([
    [
      'en',
      'tell me about the wrap dress',
      'I am usually a medium, is it true to size?',
      /^The Wrap Dress's listing says: True to size; .* Wrap Dress — M \/ Floral Blue: \d+ left; M \/ Black: \d+ left\./,
    ],
    [
      'zh-CN',
      'Wrap Dress多少钱',
      '我平时穿M，这款偏大还是偏小？',
      /^Wrap Dress 的商品说明：“True to size; .*M \/ Floral Blue：有货（剩 \d+ 件）；M \/ Black：有货（剩 \d+ 件）/,
    ],
  ] as const)('%s "%s" → "%s": the fit, then M’s stock, and no search', async (locale, first, told, answered) => {
    const chat = await threadline.talk(locale);
    await chat.say(first);
    const answer = (await chat.say(told)).text;
    expect(answer).toMatch(answered);
    expect(answer).not.toMatch(/matches|Linen Midi Dress|Slip Dress|多款/);
  });

  it.each([
    ['en', 'how much is the wrap dress?', 'I usually wear a small', /^Wrap Dress — S \/ Floral Blue: \d+ left; S \/ Black: \d+ left\.$/],
    ['zh-CN', 'Wrap Dress多少钱', '我一般穿XL', /^Wrap Dress 没有 “XL” 这个选项。Wrap Dress：XS：有货/],
  ] as const)('%s "%s" → "%s": that product in the size told', async (locale, first, told, answered) => {
    const chat = await threadline.talk(locale);
    await chat.say(first);
    expect((await chat.say(told)).text).toMatch(answered);
  });

  it('told with nothing discussed, it is still a search in that size', async () => {
    const chat = await threadline.talk('en');
    expect((await chat.say('I usually wear a medium')).text).toMatch(/ in M: /);
  });
});
