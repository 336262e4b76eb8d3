import { describe, expect, it } from 'vitest';
import type { Message } from '@kefu/protocol';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 item 5: a signed-in shopper asking whether their order can be cancelled or re-addressed got the help
// article with a generic "帮我取消订单" reply, though the assistant can see their orders (seed 004: look at the
// customer's own data before answering from policy). Answered as a service desk would: the one order it is still
// possible for named and offered by its number; several listed to pick; none, each recent order says why not. The
// article stays as the source; a guest gets the article alone. From shops/demo/orders.json: c_1002 has one unshipped
// order (KF10020006, two items), c_1001 two (KF10010007 unpaid, KF10010004 paid), c_1003 none (KF10030002 shipped,
// KF10030001 delivered).
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);
const partsOf = (answer: Message) => answer.parts ?? [];
const chips = (answer: Message) => partsOf(answer).flatMap((part) => (part.type === 'quick_replies' ? part.replies.map((reply) => reply.text) : []));
const orders = (answer: Message) => partsOf(answer).flatMap((part) => (part.type === 'order' ? [part.orderId] : []));
const cites = (answer: Message) => partsOf(answer).some((part) => part.type === 'knowledge_source');

describe('"can my order be cancelled?" signed in, answered from their orders (rules path)', () => {
  it('one cancellable order: "我的订单能取消吗" names KF10020006 as cancellable and offers to cancel it; the reply starts it', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('我的订单能取消吗');
    const answer = chat.lastAnswer();
    expect(answer.text).toBe('您的订单 KF10020006（Enco Free4 等 2 件）已付款，待发货，可以取消。需要为您取消吗？');
    expect(orders(answer)).toEqual(['KF10020006']);
    expect(cites(answer)).toBe(true);
    expect(chips(answer)).toEqual(['取消订单 KF10020006', '转人工']);
    await chat.say('取消订单 KF10020006');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10020006');
  });

  it('"can my order still be cancelled?" (read as a lookup before) and "is it possible to cancel my order?": the same answer', async () => {
    for (const asked of ['can my order still be cancelled?', 'is it possible to cancel my order?']) {
      const chat = await open({ customerId: 'c_1002', locale: 'en' });
      await chat.say(asked);
      const answer = chat.lastAnswer();
      expect(answer.text).toBe('Your order KF10020006 (Enco Free4 and 1 more) is paid, awaiting shipment, so it can still be cancelled. Shall I cancel it?');
      expect(chips(answer)).toEqual(['Cancel order KF10020006', 'human']);
    }
  });

  it('several: "can I cancel my order?" lists KF10010007 (awaiting payment) and KF10010004, each one tap away', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('can I cancel my order?');
    const answer = chat.lastAnswer();
    expect(answer.text).toContain('2 of your orders have not shipped yet and can be cancelled');
    expect(answer.text).toContain('KF10010007 (Enco Air4, awaiting payment)');
    expect(answer.text).toContain('KF10010004 (Pad 3, paid, awaiting shipment)');
    expect(chips(answer)).toEqual(['Cancel order KF10010007', 'Cancel order KF10010004', 'human']);
  });

  it('none: "我的订单能取消吗" says, order by order, why not (shipped: a person can try to intercept; delivered: a return)', async () => {
    const chat = await open({ customerId: 'c_1003' });
    await chat.say('我的订单能取消吗');
    const answer = chat.lastAnswer();
    expect(answer.text).toMatch(/^您最近的订单目前都无法取消：/);
    expect(answer.text).toContain('订单 KF10030002 已发货，无法直接取消');
    expect(answer.text).toContain('订单 KF10030001 已签收，无法取消；如不想要了，可以申请退货');
    expect(answer.text).not.toContain('KF10030003');
    expect(chips(answer)).toEqual(['转人工']);
  });

  it('"can I change the delivery address of my order?": no parcel; the unshipped orders whose address can change', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('can I change the delivery address of my order?');
    const answer = chat.lastAnswer();
    expect(partsOf(answer).filter((part) => part.type === 'logistics')).toEqual([]);
    expect(answer.text).toContain('KF10020006');
    expect(answer.text).toContain('its delivery address can still be changed');
    expect(chips(answer)).toEqual(['Change the delivery address of order KF10020006', 'human']);
  });

  it('"取消订单后多久退款" asks the refund time, not whether: the article answers, no orders listed', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('取消订单后多久退款');
    const answer = chat.lastAnswer();
    expect(answer.text).toContain('1–3 个工作日');
    expect(orders(answer)).toEqual([]);
  });

  it('a guest gets the article, no orders and no offer', async () => {
    const chat = await open();
    await chat.say('我的订单能取消吗');
    const answer = chat.lastAnswer();
    expect(cites(answer)).toBe(true);
    expect(orders(answer)).toEqual([]);
    expect(chips(answer).some((chip) => chip.startsWith('取消订单'))).toBe(false);
  });

  it('a guest\'s "can my order still be cancelled?" gets the article too, not "please sign in" for a lookup', async () => {
    const chat = await open({ locale: 'en' });
    await chat.say('can my order still be cancelled?');
    const answer = chat.lastAnswer();
    expect(cites(answer)).toBe(true);
    expect(answer.text).not.toContain('sign in');
  });
});
