import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A shopper writing Chinese to a shop whose catalog is in English: "藏青色M码有吗" after "亚麻衬衫有哪些颜色" listed
// the four shirts sold in M (藏青, navy, was no colour the rules knew, and a search finding one product did not keep it
// in focus for the next question), and "有藏青色的衬衫吗" listed every shirt. Built: shades by their own names (藏青
// navy, 酒红 burgundy, 橄榄 olive, 玫瑰金 rose gold, 卡其 khaki, 驼 camel, 棕 brown, 橙 orange), read before the basic
// colour they belong to; and "有S码吗"-like follow-ups after a search that found one product ask that product.
describe('colour shades named in Chinese on an English catalog (threadline, rules path)', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it('"亚麻衬衫有哪些颜色" → "藏青色M码有吗": the Linen Shirt in M / Navy, each fit’s stock', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('亚麻衬衫有哪些颜色');
    const answer = await conversation.say('藏青色M码有吗');
    expect(answer.text).toMatch(/^Linen Shirt M \/ Navy \/ Regular：有货（剩 \d+ 件）；M \/ Navy \/ Slim：/);
    expect(answer.text).not.toContain('Oxford');
  });

  it('"有藏青色的衬衫吗": the navy shirt, not every blue one', async () => {
    const conversation = await threadline.talk('zh-CN');
    const answer = await conversation.say('有藏青色的衬衫吗');
    expect(answer.text).toContain('Linen Shirt');
    expect(answer.text).not.toContain('Chambray');
    expect(answer.text).not.toContain('Oxford');
  });

  it('"有蓝色的衬衫吗": navy is still a blue', async () => {
    const conversation = await threadline.talk('zh-CN');
    const answer = await conversation.say('有蓝色的衬衫吗');
    expect(answer.text).toContain('Linen Shirt');
    expect(answer.text).toContain('Chambray Work Shirt');
  });

  it('en "linen shirts?" → "in navy?": unchanged, the Linen Shirt in Navy', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('linen shirts?');
    const answer = await conversation.say('in navy?');
    expect(answer.text).toMatch(/^Linen Shirt — S \/ Navy \/ Regular: \d+ left/);
  });
});
