import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 items 2 and 5: an order of the list shown named by its state. After "我的订单", "待付款那个能取消吗" and
// "已签收的那个能退吗" answered the cancellation and return articles; the one order of the list in that state is meant.
// c_1004: KF10040004 awaiting payment, KF10040001 delivered, KF10040003 shipped (shops/demo/orders.json).
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);

describe('an order named by its state (rules path, signed in)', () => {
  it('"我的订单" → "待付款那个能取消吗": the cancellation of the unpaid order, asking the reason', async () => {
    const chat = await open({ customerId: 'c_1004' });
    await chat.say('我的订单');
    await chat.say('待付款那个能取消吗');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10040004');
  });

  it('"我的订单" → "已签收的那个能退吗": the return of the delivered order', async () => {
    const chat = await open({ customerId: 'c_1004' });
    await chat.say('我的订单');
    await chat.say('已签收的那个能退吗');
    expect(chat.prompt().workflow?.name).toBe('return');
    expect(chat.prompt().prompt).toContain('KF10040001');
  });
});
