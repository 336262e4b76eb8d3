import { describe, expect, it } from 'vitest';
import { SHOPS, threadlineCatalog } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "亚麻衬衫有哪些颜色" (what colours do linen shirts come in?) answered "为您找到 1 款符合条件的商品：Linen Shirt（$59 起）。":
// the search found the one product, and the colours asked were not said. Built: when a search named by a kind and its
// words finds one product and the question asks its colours or sizes, the answer says them. shops/threadline.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const colours = [
  ...new Set(
    threadlineCatalog()
      .get('Linen Shirt')!
      .map((variant) => variant.color),
  ),
];

describe('the colours of the one product a search found (rules path, threadline, guest)', () => {
  it('zh-CN "亚麻衬衫有哪些颜色": every colour of the Linen Shirt', async () => {
    const chat = await open({ locale: 'zh-CN' });
    await chat.say('亚麻衬衫有哪些颜色');
    const text = chat.lastAnswer().text;
    expect(text).toContain('Linen Shirt');
    expect(text).toContain(`${colours.join('、')} 可选`);
  });

  it('"有哪些亚麻衬衫" asks no colour: the match alone', async () => {
    const chat = await open({ locale: 'zh-CN' });
    await chat.say('有哪些亚麻衬衫');
    expect(chat.lastAnswer().text).not.toContain('可选');
  });
});
