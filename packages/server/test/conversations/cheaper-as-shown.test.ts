import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "compare the linen shirt and the oxford shirt" shows "Linen Shirt $59 ($47.20 after promotions) vs Oxford Button-Down
// Shirt $54", and "which is cheaper?" says the Linen Shirt; but "is the cheaper one in stock in M?" and "I will take
// the cheaper one" then picked the Oxford (by list price). Built: "the cheaper one" of those compared is picked by what
// each costs to pay now, as the comparison showed it. shops/threadline: the Linen Shirt carries a 20 % promotion.
describe('"the cheaper one" is the one the comparison showed cheaper', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['is the cheaper one in stock in M?', /^Linen Shirt — M \//],
    ['I will take the cheaper one', /^The cheaper one is the Linen Shirt \(\$47\.20 after promotions\)\. Choose the options/],
  ])('%s', async (question, expected) => {
    const conversation = await threadline.talk('en');
    const compared = await conversation.say('compare the linen shirt and the oxford shirt');
    expect(compared.text).toContain('Linen Shirt $59 ($47.20 after promotions) vs Oxford Button-Down Shirt $54');
    const answer = await conversation.say(question);
    expect(answer.text).toMatch(expected);
  });
});
