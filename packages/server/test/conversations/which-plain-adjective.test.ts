import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "哪个屏幕大" after two tablets were listed showed both screens without saying which is bigger; "哪个轻" / "哪个重" after
// comparing two phones showed only the prices (the shop's cue for weight knows 更轻, not 轻). "哪个最轻" already led with
// the lightest. Built: after 哪个, the plain adjective (大, 轻, 重…) says which end is wanted, as 更 / 最 do: of two
// "更大的是…", of more "最大的是…". shops/demo: Pad 3 11.61英寸, Pad SE 11英寸; Find X8 193g, Find X9 203g.
describe('哪个 with a plain adjective', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    [['我想买个平板，预算3000', '哪个屏幕大'], '更大的是 Pad 3（11.61英寸 2.8K 144Hz）。'],
    [['对比X8和X9', '哪个轻'], '更轻的是 Find X8（193g）。重量：Find X8 193g；Find X9 203g。'],
    [['对比X8和X9', '哪个重'], '更重的是 Find X9（203g）。'],
    [['对比X8和X9', '哪个电池大'], '更大的是 Find X9（7025mAh）。'],
  ] as const)('%j', async (questions, expected) => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say(questions[0]);
    const answer = await conversation.say(questions[1]);
    expect(answer.text).toContain(expected);
  });

  it('"哪个最轻" of three still names the lightest', async () => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('有什么平板');
    const answer = await conversation.say('哪个最轻');
    expect(answer.text).toContain('最轻的是 Pad SE（530g）');
  });
});
