import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';
import { featureHad } from '../../src/adapters/rules/feature-question.js';

// "X9支持NFC吗" was answered that the listing does not say, but "X9有NFC吗", "Pad 3能插卡吗", "does the X9 have NFC?",
// "can the Pad 3 take a SIM card?" and "does the X9 have a headphone jack?" got every spec of the product, leaving the
// shopper to find that none of them answers. Built: what a product is asked to have (有 / have) or be able to do
// (能 / can … take) is answered yes or no from its listing, in the words it was asked, or that the listing does not
// say. Stock, offers, options and the shop's terms asked so ("有白色的吗", "有货吗", "have a warranty?") are not features.
describe('what a product has or can do', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', 'Pad 3能插卡吗', '商品信息没有写明 Pad 3 是否能插卡。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。'],
    ['zh-CN', 'X9有NFC吗', '商品信息没有写明 Find X9 是否有NFC。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。'],
    ['zh-CN', 'X9有没有红外', '商品信息没有写明 Find X9 是否有红外。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。'],
    [
      'en',
      'does the X9 have NFC?',
      'The listing for the Find X9 does not say whether it has NFC. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    ],
    [
      'en',
      'can the Pad 3 take a SIM card?',
      'The listing for the Pad 3 does not say whether it can take a SIM card. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    ],
    [
      'en',
      'does the X9 have a headphone jack?',
      'The listing for the Find X9 does not say whether it has a headphone jack. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    ],
    ['en', 'does the Pad 3 Pro have a stylus?', 'Yes — the Pad 3 Pro lists “Stylus support” among its selling points.'],
    ['zh-CN', 'Pad 3 Pro有手写笔吗', '有，Pad 3 Pro 的卖点写明「手写笔支持」。'],
  ] as const)('%s %s', async (locale, question, expected) => {
    const conversation = await demo.talk(locale);
    const answer = await conversation.say(question);
    expect(answer.text).toBe(expected);
  });

  it('a colour asked with 有 is still its stock', async () => {
    const conversation = await demo.talk('zh-CN');
    const answer = await conversation.say('X9有白色的吗');
    expect(answer.text).toContain('雾凇白');
    expect(answer.text).not.toContain('没有写明');
  });

  it.each([
    'x9有货吗',
    'x9有优惠吗',
    'x9有白色的吗',
    'x9能便宜点吗',
    'x9可以分期吗',
    'does the x9 have a warranty?',
    'does it have it in black?',
    'can i return it?',
  ])('%s asks no feature', (text) => {
    expect(featureHad(text)).toBeUndefined();
  });
});
