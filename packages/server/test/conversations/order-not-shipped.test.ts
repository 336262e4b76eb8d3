import { describe, expect, it } from 'vitest';
import type { Message } from '@kefu/protocol';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 item 5: asked where an order with no parcel is, the assistant said "订单 KF10010007 当前待付款，暂无物流信息"
// (no why, no next step, and in Chinese no order card), and "那取消吧" / "帮我改一下地址" right after listed every
// order to pick from again. A service desk says why there is no parcel (unpaid: it ships once paid, or can be
// cancelled; paid: waiting to ship, tracking once it does), shows the order, and takes "cancel it" as that order's.
// c_1001 (shops/demo/orders.json): KF10010007 unpaid, KF10010004 paid, KF10010001 delivered.
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);
const orders = (answer: Message) => (answer.parts ?? []).flatMap((part) => (part.type === 'order' ? [part.orderId] : []));

describe('an order with no parcel yet (rules path, signed in)', () => {
  it('"KF10010007怎么还没发货": not paid, so not shipped; it ships once paid or can be cancelled; "那取消吧" cancels that order', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010007怎么还没发货');
    expect(chat.lastAnswer().text).toBe('订单 KF10010007（Enco Air4 ×2）还未付款，所以还没有发货：付款后才会安排发货。如果不想要了，也可以取消订单。');
    expect(orders(chat.lastAnswer())).toEqual(['KF10010007']);
    await chat.say('那取消吧');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('订单 KF10010007 尚未发货，可以取消');
  });

  it('"KF10010004到哪了": paid and waiting to ship, tracking once it does; "帮我改一下地址" opens that order\'s new-address form', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010004到哪了');
    expect(chat.lastAnswer().text).toBe('订单 KF10010004（Pad 3）已付款，正在等待发货，暂无物流信息；发货后即可查询物流。');
    expect(orders(chat.lastAnswer())).toEqual(['KF10010004']);
    await chat.say('帮我改一下地址');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10010004');
  });

  it('"has KF10010007 shipped?" in English; "please cancel" then is that order\'s cancellation', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('has KF10010007 shipped?');
    expect(chat.lastAnswer().text).toBe(
      'Order KF10010007 (Enco Air4 ×2) has not been paid yet, so it has not shipped: it ships once it is paid. If you no longer want it, it can be cancelled.',
    );
    await chat.say('please cancel');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10010007');
  });

  it('"我要取消订单" after a lookup (naming "订单", no order) still lists the orders that can be cancelled', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010001到哪了');
    await chat.say('我要取消订单');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 1 } });
    expect(chat.prompt().options?.map((option) => option.value)).toEqual(['KF10010007', 'KF10010004']);
  });
});
