import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "it is too small" — alone, after a refused exchange, or after a parcel lookup — answered "Here are 4 of the matches in
// S: Linen Shirt…" or "No sneakers in S": "small" of "too small" was read as the size S. Built: how something fits
// ("too small", "a bit big", "太大", "偏小") names no option value; alone it gets the shop's exchanges article, and "do
// you have the linen shirt in small?" still asks for S. threadline cus-emma: TL-10251 paid Wrap Dress.
describe('fit words name no size (threadline, rules path)', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['guest', undefined, ['it is too small']],
    ['after a refused exchange', 'cus-emma', ['I want to exchange the wrap dress', 'it is too small']],
  ] as const)('%s: "it is too small" is no search for size S', async (_who, customer, questions) => {
    const conversation = await threadline.talk('en', customer);
    let answer = await conversation.say(questions[0]!);
    for (const question of questions.slice(1)) answer = await conversation.say(question);
    expect(answer.text).not.toMatch(/matches in S|in S:|No \w+ in S/);
    expect(answer.text).toContain('Exchanges');
  });

  it('"do you have the linen shirt in small?" still asks for S', async () => {
    const conversation = await threadline.talk('en');
    const answer = await conversation.say('do you have the linen shirt in small?');
    expect(answer.text).toMatch(/^Linen Shirt — S \/ White \/ Regular: \d+ left/);
  });
});
