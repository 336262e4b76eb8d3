import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On shops/threadline, whose catalog lists no care attribute and whose help article "Caring for your clothes" says how
// to wash each fabric, "is the linen shirt machine washable?" listed the shirt's sizes, colours and fits, and "can I put
// the tee in the dryer?" listed four tees; only "how do I wash the linen shirt?" reached the article. Built: a care
// question (machine wash, dryer, dry clean, ironing, bleach) about a product whose catalog lists nothing that answers
// it is a how-to question for the help articles, the product named in it. A catalog listing "Wash Instructions" still
// answers from the listing (retail-attribute-cues.ts).
describe('washing and drying a product, from the care article', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['is the linen shirt machine washable?', /Linen:\*\* machine wash cold/],
    ['can I put the tee in the dryer?', /Cotton tees and shirts:\*\* wash cold, tumble dry low/],
    ['can the linen shirt be dry cleaned?', /Caring for your clothes/],
    ['can I iron the flannel overshirt?', /Caring for your clothes/],
  ] as const)('%s', async (question, expected) => {
    const conversation = await threadline.talk('en');
    const answer = await conversation.say(question);
    expect(answer.text).toMatch(expected);
    expect(answer.text).not.toMatch(/specs:|matches/);
  });

  it('"it" after the product was discussed', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('how much is the linen shirt?');
    const answer = await conversation.say('is it machine washable?');
    expect(answer.text).toMatch(/Linen:\*\* machine wash cold/);
  });

  it('a material is no care question (guard): "is the tee cotton?" is answered from the listing', async () => {
    const conversation = await threadline.talk('en');
    const answer = await conversation.say('is the essential crew tee cotton?');
    expect(answer.text).not.toContain('Caring for your clothes');
  });
});
