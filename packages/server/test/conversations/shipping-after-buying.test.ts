import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Signed in, "I will take the M" (how to buy the shirt) → "when will it arrive?" answered with the shopper's sneaker
// order on its way (TL-10244), and a guest's "when will it arrive if I order today?" quoted the shipping article's
// sentences holding "arrive" (duties on arrival, back-orders) instead of its delivery times. Built: right after
// deciding to buy, how soon "it" ships or arrives is the shop's shipping policy ("my order" still looks up theirs),
// and a shipping-time question is searched as one. shops/threadline: standard shipping 3–5 business days.
describe('how soon it arrives, asked right after deciding to buy', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it('"when will it arrive?" after "I will take the M" is the shipping policy, not an order of theirs', async () => {
    const conversation = await threadline.talk('en', 'cus-emma');
    await conversation.say('do you have linen shirts?');
    await conversation.say('I will take the M');
    const answer = await conversation.say('when will it arrive?');
    expect(answer.all).toContain('3–5 business days');
    expect(answer.all).not.toContain('TL-10244');
  });

  it('"where is my order?" then is still their order', async () => {
    const conversation = await threadline.talk('en', 'cus-emma');
    await conversation.say('do you have linen shirts?');
    await conversation.say('I will take the M');
    const answer = await conversation.say('where is my order?');
    expect(answer.text).toContain('TL-10244');
  });

  it('a guest asking when it arrives if ordered today gets the delivery times', async () => {
    const conversation = await threadline.talk('en');
    const answer = await conversation.say('when will it arrive if I order today?');
    expect(answer.all).toContain('3–5 business days');
    expect(answer.all).not.toContain('duties on arrival');
  });
});
