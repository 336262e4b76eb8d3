import { describe, expect, it } from 'vitest';
import type { Message } from '@kefu/protocol';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A guest's "when will I get my refund?" or "我的退款什么时候到账" opened the order-lookup form (order number + phone
// ending) straight away and never said when refunds arrive, which the shop's returns article states; "退款多久到账"
// got the article but no way on to their own refund. Built: a guest's question when a refund arrives, naming no order,
// is answered from the refund article, with a quick reply "Check my refund" / "查询我的退款" that opens the lookup; a
// signed-in shopper's "when will I get my refund?" still answers from their own refunds, and their "退款多久到账"
// (the policy) gets the same quick reply to their own. shops/demo: c_1001 has KF10010009 refunding ¥449.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));
const TIMING_EN = 'Refunds go back to the original payment method within 1–3 business days after the warehouse has received and checked the item.';
const TIMING_ZH = '仓库签收退货并验货通过后 1–3 个工作日内原路退款；到账时间以支付渠道为准（银行卡 1–7 个工作日，余额类渠道通常当天）。';
const repliesOf = (answer: Message) => answer.parts?.flatMap((part) => (part.type === 'quick_replies' ? part.replies.map((reply) => reply.text) : [])) ?? [];
const prompted = (chat: Conversation) => chat.client.rendered.some((event) => event.event === 'interrupt:open');

describe('when a refund arrives, asked by a guest (rules path, demo)', () => {
  it('"when will I get my refund?": the refund timing from the article, and "Check my refund" offered, no form', async () => {
    const chat = await open({ locale: 'en' });
    await chat.say('when will I get my refund?');
    expect(prompted(chat)).toBe(false);
    expect(chat.lastAnswer().text.startsWith(TIMING_EN)).toBe(true);
    expect(repliesOf(chat.lastAnswer())).toEqual(['Check the refund status of my order']);
  });

  it('"我的退款什么时候到账", "退款多久到账": 文章里的退款时效，并提供“查询我的退款”', async () => {
    for (const said of ['我的退款什么时候到账', '退款多久到账']) {
      const chat = await open({});
      await chat.say(said);
      expect(prompted(chat), said).toBe(false);
      expect(chat.lastAnswer().text.startsWith(TIMING_ZH), said).toBe(true);
      expect(repliesOf(chat.lastAnswer()), said).toEqual(['查询我的订单退款进度']);
    }
  });

  it('tapping "Check my refund": the lookup form, to verify the order', async () => {
    const chat = await open({ locale: 'en' });
    await chat.say('when will I get my refund?');
    await chat.say(repliesOf(chat.lastAnswer())[0]!);
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'order_lookup' } });
    expect(chat.prompt().fields?.map((field) => field.name)).toEqual(['orderId', 'phoneLast4']);
  });
});

describe('when a refund arrives, asked signed in (rules path, demo, c_1001)', () => {
  it('"when will I get my refund?": their own refund, as before', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('when will I get my refund?');
    expect(chat.lastAnswer().text).toContain('The refund of ¥449 for order KF10010009 (Enco Free4) is in progress');
  });

  it('"退款多久到账": the policy, then one tap to their own refund', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('退款多久到账');
    expect(chat.lastAnswer().text.startsWith(TIMING_ZH)).toBe(true);
    await chat.say(repliesOf(chat.lastAnswer())[0]!);
    expect(chat.lastAnswer().text).toContain('订单 KF10010009（Enco Free4）的退款正在处理中，退款金额 ¥449');
  });
});
