import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "my package says delivered but I never got it" answered the status of the latest order, a sneaker still in transit:
// nothing about the parcel the carrier marked delivered, nor what to do. Built: a parcel said marked delivered and not
// received looks up the shopper's order last delivered, says sorry and where such parcels usually are, and puts a
// person one tap away to open a claim with the carrier (the assistant cannot). shops/threadline cus-emma: TL-10231
// delivered, TL-10244 shipped; shops/demo c_1001: KF10010001 delivered, KF10010003 shipped.
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const demo = kefuForFile(undefined);

describe('a parcel marked delivered but not received (rules path, signed in)', () => {
  it.each(['my package says delivered but I never got it', 'tracking shows delivered but nothing arrived'])(
    'threadline "%s": TL-10231, where to look, a person one tap away; "human" hands off',
    async (said) => {
      const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
      await chat.say(said);
      const answer = chat.lastAnswer();
      expect(answer.text).toContain('TL-10231');
      expect(answer.text).not.toContain('TL-10244');
      expect(answer.text).toContain('open a claim with the carrier');
      const replies = answer.parts?.flatMap((part) => (part.type === 'quick_replies' ? part.replies : [])) ?? [];
      expect(replies.map((reply) => reply.text)).toContain('human');
      await chat.say('human');
      expect(chat.handoffs().length).toBeGreaterThan(0);
    },
  );

  it('demo "包裹显示已签收但我没收到": KF10010001, 转人工 one tap away', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('包裹显示已签收但我没收到');
    expect(chat.lastAnswer().text).toContain('KF10010001');
    expect(chat.lastAnswer().text).toContain('向快递公司发起调查');
  });

  it('demo "我的快递还没到" is a parcel on its way, not a claim: the shipped KF10010003', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我的快递还没到');
    expect(chat.lastAnswer().text).toContain('KF10010003');
    expect(chat.lastAnswer().text).not.toContain('发起调查');
  });
});
