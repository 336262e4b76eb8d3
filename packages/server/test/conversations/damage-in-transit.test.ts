import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// Damage told of an item whose order still shows as on its way: cus-emma's "the sneakers I ordered have a hole" and
// "I got a hole in my sneaker" (TL-10244, shipped) answered "Order TL-10244 (Air Runner Sneaker) is shipped." and
// nothing else; c_1001's "X8有划痕" (KF10010003, shipped) answered the Find X8's specs. A shopper who holds the item
// has it, whatever the tracking says. Built: damage said of one's own item whose order is shipped gets the order,
// sorry, that the tracking has not caught up, and a person one tap away to start the return or exchange now (the
// workflows take delivered orders only), or the return or exchange here once it shows delivered; a product named
// with damage and nothing asked ("X8有划痕") is the shopper's own item. "我的X8屏幕碎了" asks a repair, whose refusal of
// a shipped order ("尚未签收，签收后才能申请维修") now says the same. shops/threadline cus-emma: TL-10244 shipped
// (Air Runner Sneaker); shops/demo c_1001: KF10010003 shipped (Find X8).
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const demo = kefuForFile(undefined);

const humanReply = (chat: Conversation) =>
  chat
    .lastAnswer()
    .parts?.flatMap((part) => (part.type === 'quick_replies' ? part.replies.map((reply) => reply.text) : []))
    .find((text) => text === 'human' || text === '转人工');

describe('damage told of an item still shown on its way (rules path, signed in)', () => {
  it.each(['the sneakers I ordered have a hole', 'I got a hole in my sneaker'])('threadline "%s": TL-10244, sorry, a person to start it now', async (said) => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say(said);
    const { text } = chat.lastAnswer();
    expect(text).toContain('TL-10244');
    expect(text).toContain('Sorry');
    expect(text).toMatch(/tracking .*(?:not|n't) caught up/);
    expect(text).toMatch(/return or exchange/);
    expect(humanReply(chat)).toBe('human');
  });

  it('demo "X8有划痕": KF10010003, not the X8’s specs, a person to start it now', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('X8有划痕');
    const { text } = chat.lastAnswer();
    expect(text).toContain('KF10010003');
    expect(text).not.toContain('英寸');
    expect(text).toContain('很抱歉');
    expect(text).toMatch(/退货或换货/);
    expect(humanReply(chat)).toBe('转人工');
  });

  it('demo "我的X8屏幕碎了" (a repair, by its words): KF10010003 has not caught up, a person takes it now', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我的X8屏幕碎了');
    const { text } = chat.lastAnswer();
    expect(text).toContain('KF10010003');
    expect(text).toContain('如果您已经收到商品');
    expect(text).toContain('转人工客服');
  });

  it('demo en "my X8 is scratched": KF10010003, a person to start it now', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('my X8 is scratched');
    expect(chat.lastAnswer().text).toContain('KF10010003');
    expect(humanReply(chat)).toBe('human');
  });

  it('demo "X8有划痕吗" asks about the product: no order', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('X8有划痕吗');
    expect(chat.lastAnswer().text).not.toContain('KF10010003');
  });
});
