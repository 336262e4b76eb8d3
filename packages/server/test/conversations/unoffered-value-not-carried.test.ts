import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "does the wrap dress come in purple?" was answered "The Wrap Dress does not come in "purple"", and then "what sizes?"
// began with the same sentence again, and so did every stock question after it: the purple asked was carried to the
// next question about the same product like any value it does come in. Built: an answer that says a product does not
// come in a value tells the dialogue (BranchAnswer.unoffered), and the value is not carried on (update-focus.ts
// forgetUnoffered); a value it does come in ("and in black?") still is.
const threadline = shopForFile(SHOPS.threadline);

describe('a value the product does not come in is said once, not carried to the next question', () => {
  it.each([
    ['en', 'does the wrap dress come in purple?', 'what sizes?', /^Wrap Dress — XS: \d+ left; S: \d+ left; M: \d+ left; L: \d+ left\.$/],
    ['en', 'how much is the wrap dress in purple?', 'what sizes does it come in?', /^Wrap Dress — XS: \d+ left; S: \d+ left; M: \d+ left; L: \d+ left\.$/],
    ['zh-CN', 'Wrap Dress有紫色吗', '有哪些尺码', /^Wrap Dress：XS：有货（剩 \d+ 件）；S：有货（剩 \d+ 件）；M：有货（剩 \d+ 件）；L：有货（剩 \d+ 件）。$/],
  ] as const)('%s "%s" → "%s": the sizes, without "does not come in" again', async (locale, first, next, sizes) => {
    const chat = await threadline.talk(locale);
    expect((await chat.say(first)).text).toMatch(/does not come in "?purple"?|没有 “紫色”/);
    const answer = (await chat.say(next)).text;
    expect(answer).toMatch(sizes);
    expect(answer).not.toMatch(/purple|紫/);
  });

  it('a value it does come in is still carried: "and in black?" → "what sizes?" is the black’s sizes', async () => {
    const chat = await threadline.talk('en');
    await chat.say('does the wrap dress come in purple?');
    await chat.say('and in black?');
    expect((await chat.say('what sizes?')).text).toMatch(/^Wrap Dress in Black — XS: \d+ left; S: \d+ left; M: \d+ left; L: \d+ left\.$/);
  });
});
