import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "shirts under $60" → "anything in blue?" narrowed the list to the blue ones, but "something in blue?" /
// "something in navy?" / "got something blue?" got "Sorry, I could not find anything on that": a colour is read as a
// wish only when the words shop for it, and "something" was not among those words. Built: "something" shops as
// "anything" does. shops/threadline: Linen Shirt $59 (White / Sand / Navy), Oxford $54, Chambray $49.
describe('"something in <colour>" right after a search', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['something in blue?', /in blue: Linen Shirt[^.]*Oxford Button-Down Shirt[^.]*Chambray Work Shirt/],
    ['something in navy?', /1 match in navy: Linen Shirt/],
    ['got something blue?', /in blue: Linen Shirt/],
  ] as const)('%s', async (question, expected) => {
    const conversation = await threadline.talk('en');
    await conversation.say('shirts under $60');
    const answer = await conversation.say(question);
    expect(answer.text).toMatch(expected);
  });
});
