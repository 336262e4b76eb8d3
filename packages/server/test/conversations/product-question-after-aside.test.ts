import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "X9多少钱" → "能用花呗吗" → "那X9 Pro呢" listed every spec of the X9 Pro: the shop-wide question between (how to pay)
// was the last one, and a product named alone after it got the product's specs, the answer to no question asked. The
// same in English ("how much is the X9?" → "can I pay with PayPal?" → "and the X9 Pro?"). Built: a product named alone
// right after a question about the shop (payment, shipping, returns, naming no product) asks what was last asked of
// the product in focus (its price, stock or specs). On shops/demo (X9 ¥3999, X9 Pro ¥5299) and shops/threadline.
describe('a product named alone after a question about the shop', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['zh-CN', ['X9多少钱', '能用花呗吗', '那X9 Pro呢'], 'Find X9 Pro 当前售价 ¥5299'],
    ['en', ['how much is the X9?', 'can I pay with PayPal?', 'and the X9 Pro?'], 'The Find X9 Pro is ¥5299'],
    ['zh-CN', ['X9有货吗', '几天能到', '那X8呢'], 'Find X8'],
  ] as const)('demo %s %j', async (locale, questions, expected) => {
    const conversation = await demo.talk(locale);
    for (const question of questions.slice(0, -1)) await conversation.say(question);
    const answer = await conversation.say(questions.at(-1)!);
    expect(answer.text).toContain(expected);
    expect(answer.text).not.toMatch(/主要参数|specs:/);
  });

  it('threadline: "how much is the Linen Shirt?" → "do you ship to Canada?" → "and the Oxford?" is its price', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('how much is the Linen Shirt?');
    await conversation.say('do you ship to Canada?');
    const answer = await conversation.say('and the Oxford?');
    expect(answer.text).toMatch(/Oxford[^.]*\$54/);
  });

  it('after a spec question, the product named alone is still its specs (guard)', async () => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('X9的电池多大');
    const answer = await conversation.say('那X8呢');
    expect(answer.text).toContain('5630mAh');
  });
});
