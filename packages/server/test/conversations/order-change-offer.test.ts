import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 5: a signed-in shopper asking whether their order can be cancelled or re-addressed got the help
// article only ("在「我的订单」中点击「取消订单」"), though the assistant can do it for them; and "can I change the
// delivery address of my order?" showed the latest parcel's tracking first ("delivery" read as tracking). The article
// answers, and one quick reply starts the request for their own order; a guest gets the article alone.
const demo = shopForFile(SHOPS.demo);
const chips = (answer: Awaited<ReturnType<Awaited<ReturnType<typeof demo.talk>>['say']>>) =>
  partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));

describe('a policy question about changing an order offers to do it (rules path)', () => {
  it('signed in, "我的订单能取消吗": the article, and "帮我取消订单" that starts the cancellation', async () => {
    const c = await demo.talk('zh-CN', 'c_1001');
    const answer = await c.say('我的订单能取消吗');
    expect(partsOf(answer, 'knowledge_source').length).toBeGreaterThan(0);
    expect(chips(answer)).toEqual(['帮我取消订单', '转人工']);
  });

  it('signed in, "can I change the delivery address of my order?": the article (no parcel), and "Change my delivery address"', async () => {
    const c = await demo.talk('en', 'c_1001');
    const answer = await c.say('can I change the delivery address of my order?');
    expect(partsOf(answer, 'order')).toEqual([]);
    expect(partsOf(answer, 'knowledge_source').length).toBeGreaterThan(0);
    expect(chips(answer)).toEqual(['Change my delivery address', 'human']);
  });

  it('a guest gets the article without the offer', async () => {
    const c = await demo.talk('zh-CN');
    const answer = await c.say('我的订单能取消吗');
    expect(partsOf(answer, 'knowledge_source').length).toBeGreaterThan(0);
    expect(chips(answer)).not.toContain('帮我取消订单');
  });
});
