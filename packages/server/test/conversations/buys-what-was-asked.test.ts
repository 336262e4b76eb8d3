import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "is the X9 available in black 16GB?" → "great, I will take it" and "X8有白色的吗" → "那就这个吧" answered how to buy
// with "choose the options you want", as if the shopper had not just said which. Built: a decision to buy that names
// no values keeps those last asked of that product (also when the decision names it again, "I will take the cheaper
// one"): their stock, then "choose Space Black / 16GB". shops/demo: Find X9
// Space Black / 16GB 6 left; Find X8 浮光白 12GB and 16GB. shops/threadline: Linen Shirt in Navy.
describe('deciding to buy what was just asked about', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);

  it('en: the X9 in black 16GB', async () => {
    const conversation = await demo.talk('en');
    await conversation.say('is the X9 available in black 16GB?');
    const answer = await conversation.say('great, I will take it');
    expect(answer.text).toContain('Space Black / 16GB');
    expect(answer.text).toContain('choose Space Black / 16GB on the product page');
  });

  it('zh-CN: the X8 in white', async () => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('X8有白色的吗');
    const answer = await conversation.say('那就这个吧');
    expect(answer.text).toContain('浮光白');
    expect(answer.text).not.toContain('选好规格');
  });

  it('threadline: the linen shirt in navy', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('do you have the linen shirt in navy?');
    const answer = await conversation.say('ok I will take it');
    expect(answer.text).toContain('choose Navy on the product page');
  });

  it('threadline: "I will take the cheaper one" after asking the cheaper one in M', async () => {
    // The decision names the shirt again (picked by price): it keeps the M asked of it a turn before.
    const conversation = await threadline.talk('en');
    await conversation.say('compare the linen shirt and the oxford shirt');
    await conversation.say('is the cheaper one in stock in M?');
    const answer = await conversation.say('I will take the cheaper one');
    expect(answer.text).toContain('To buy it, choose M on the product page');
  });

  it('with nothing asked of it, the options are still the shopper’s to choose', async () => {
    const conversation = await demo.talk('en');
    await conversation.say('how much is the X9?');
    const answer = await conversation.say('great, I will take it');
    expect(answer.text).toContain('choose the options you want on the product page');
  });
});
