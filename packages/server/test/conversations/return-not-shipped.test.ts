import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 item 5: "KF… 我要退货" for an order not shipped yet ended with "可以直接取消订单（回复「人工」由客服协助）" —
// sending the shopper to a person for what the assistant now does itself. A return or exchange of an order not yet
// shipped goes on as its cancellation, with the cancellation's own reason and confirmation (nothing is cancelled
// without the shopper's yes). The order comes from the demo shop's orders.json: the shopper's paid, unshipped one.
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);
const paidNotShipped = async (customerId: string) => (await commerce.listOrders(customerId)).find((order) => order.status === 'paid')!.orderId;

describe('a return of an order not shipped yet (signed in, rules path, real socket)', () => {
  it('"<id> 我要退货" says it cannot be returned and asks the cancellation reason for it; confirmed, it is cancelled', async () => {
    const orderId = await paidNotShipped('c_1002');
    const chat = await open({ customerId: 'c_1002' });
    await chat.say(`${orderId} 我要退货`);
    expect(chat.lastAnswer().text).toContain(`订单 ${orderId} 还未发货，不能申请退货`);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain(orderId);
    await chat.say('不想要了');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order' } });
    expect(chat.prompt().summary?.find((row) => row.label === '订单号')?.value).toBe(orderId);
    await chat.say('确认');
    expect(chat.lastAnswer().text).toContain('取消订单申请已提交');
    expect((await commerce.getOrder(orderId))!.status).toBe('cancelled');
  });

  // An exchange of what has not shipped is a change of the order a person can still make (exchange-before-shipping.test.ts).
  it('"I want to exchange <id>" in English: not an exchange yet; a person is offered, or its cancellation', async () => {
    const id = await paidNotShipped('c_1001');
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say(`I want to exchange ${id}`);
    expect(chat.prompt().prompt).toMatch(
      new RegExp(
        `^Order ${id} has not shipped yet, so it is not an exchange: .*\\(or reply "cancel ${id}" to cancel it\\)\\. Shall I pass this to a human agent\\?$`,
      ),
    );
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange' } });
  });
});
