import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "what did I order last time?" answered cus-emma's oldest order (TL-10231, 20 days ago): "last" was read as the last
// place of her orders listed newest first. Built: "last time", "my last order", "上次买的" are the newest order, as
// "my latest order" is; "the last one" of a list shown is still its last. shops/threadline cus-emma: TL-10251 paid
// (1 day ago), TL-10244 shipped (3 days), TL-10231 delivered (20 days). shops/demo c_1001: newest KF10010007.
describe('the order placed last time is the newest', () => {
  const threadline = shopForFile(SHOPS.threadline);
  const demo = shopForFile(SHOPS.demo);

  it.each(['what did I order last time?', 'what was my last order?', 'where is the order I placed last time?'])('%s', async (question) => {
    const conversation = await threadline.talk('en', 'cus-emma');
    const answer = await conversation.say(question);
    expect(answer.text).toContain('TL-10251');
    expect(answer.text).not.toContain('TL-10231');
  });

  it('上次买的是什么', async () => {
    const conversation = await demo.talk('zh-CN', 'c_1001');
    const answer = await conversation.say('我上次下单买的是什么');
    expect(answer.text).toContain('KF10010007');
  });
});
