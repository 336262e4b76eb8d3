import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On shops/threadline (an English catalog), "亚麻衬衫多少钱" and "亚麻衬衫有货吗" answered "为您找到 1 款符合条件的商品：Linen
// Shirt（$59 起）": the Chinese words search the catalog (亚麻 → linen), and a search that found one product answered
// as a list of one, though the words asked its price (hiding the 20 % sale) or its stock. "how much is the linen
// shirt?" in English names the product and was answered. Built: a search whose words ask a price or stock and that
// matched one product only is that product's price or stock question. Linen Shirt $59, Summer Linen Sale −$11.80.
describe('a search that asks a price or stock and finds one product', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['zh-CN', '亚麻衬衫多少钱', /Linen Shirt.*\$59.*\$47\.20/],
    ['zh-CN', '亚麻衬衫有货吗', /Linen Shirt[^。]*S[^。]*剩 \d+ 件/],
  ] as const)('%s %s', async (locale, question, expected) => {
    const conversation = await threadline.talk(locale);
    const answer = await conversation.say(question);
    expect(answer.text).toMatch(expected);
    expect(answer.text).not.toContain('符合条件的商品');
  });

  it('two matches stay a list with their prices (guard)', async () => {
    const conversation = await threadline.talk('zh-CN');
    const answer = await conversation.say('牛仔裤多少钱');
    expect(answer.text).toContain('Straight Leg Jeans（$79 起）');
    expect(answer.text).toContain('Slim Fit Jeans（$79 起）');
  });
});
