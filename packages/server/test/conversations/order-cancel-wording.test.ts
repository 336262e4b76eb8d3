import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 item 5: "KF10020006 帮我取消" or "cancel KF10020006" (the order named before or after the verb) only showed
// the order's status; only "帮我取消KF…" started the cancellation. Asking about a cancellation already made ("取消了吗",
// "why did you cancel …") still shows the status. The order comes from the demo shop's orders.json: one of the
// shopper's not yet shipped.
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);
const notShipped = async (customerId: string) =>
  (await commerce.listOrders(customerId)).find((order) => order.status === 'paid' || order.status === 'pending_payment')!.orderId;

describe('asking to cancel an order named first (signed in, rules path, real socket)', () => {
  it.each([
    ['zh-CN', '<id> 帮我取消'],
    ['zh-CN', '<id>能取消吗'],
    ['en', 'cancel <id>'],
    ['en', '<id> cancel it please'],
  ] as const)('%s: "%s" asks why, for that order', async (locale, message) => {
    const orderId = await notShipped('c_1002');
    const chat = await open({ customerId: 'c_1002', locale });
    await chat.say(message.replace('<id>', orderId));
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain(orderId);
  });

  it('"<id> 取消了吗" asks about the order: its status, no cancellation started', async () => {
    const orderId = await notShipped('c_1002');
    const chat = await open({ customerId: 'c_1002' });
    const events = await chat.say(`${orderId} 取消了吗`);
    expect(events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().text).toContain(orderId);
    expect(chat.lastAnswer().text).toContain('待发货');
  });
});
