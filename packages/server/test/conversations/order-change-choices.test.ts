import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 items 4 and 5: a signed-in shopper picks the order to cancel or re-address from their own orders, as for
// returns and invoices, instead of typing its number; "the latest order" names the newest. Expected orders come from
// the demo shop's orders.json through the same backend the server uses.
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);
/** The customer's orders in the given states, newest first. */
const ordersOf = async (customerId: string, states: readonly string[]) =>
  [...(await commerce.listOrders(customerId))]
    .filter((order) => states.includes(order.status))
    .sort((a, b) => b.placedAt - a.placedAt)
    .map((order) => order.orderId);
const NOT_SHIPPED = ['pending_payment', 'paid'];

describe('choosing the order to change (signed in, rules path, real socket)', () => {
  it('"我想取消订单" offers the shopper\'s orders not yet shipped, newest first; picking one asks the reason for it', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我想取消订单');
    const choice = chat.prompt();
    expect(choice).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 1 } });
    expect(choice.prompt).toBe('请选择要取消的订单：');
    const expected = await ordersOf('c_1001', NOT_SHIPPED);
    expect(expected.length).toBeGreaterThan(1);
    expect(choice.options?.map((option) => option.value)).toEqual(expected);
    await chat.reply({ action: 'answer', value: expected[1]! });
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain(expected[1]!);
  });

  it('"我想取消最新的那个订单" goes straight to the reason for the newest order', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我想取消最新的那个订单');
    const [newest] = await ordersOf('c_1001', ['pending_payment', 'paid', 'shipped', 'delivered', 'completed', 'cancelled', 'refunding', 'refunded']);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain(newest!);
  });

  it('"I need to change the delivery address" offers the orders not yet shipped, in English', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('I need to change the delivery address');
    const choice = chat.prompt();
    expect(choice).toMatchObject({ kind: 'choice', workflow: { name: 'change_address', step: 1 } });
    expect(choice.options?.map((option) => option.value)).toEqual(await ordersOf('c_1002', NOT_SHIPPED));
  });

  it('with nothing left to cancel, says why for each recent order; naming the parcel on its way then offers a human', async () => {
    const chat = await open({ customerId: 'c_1003' });
    expect(await ordersOf('c_1003', NOT_SHIPPED)).toEqual([]);
    const [shipped] = await ordersOf('c_1003', ['shipped']);
    const events = await chat.say('我想取消订单');
    expect(events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().text).toMatch(new RegExp(`${shipped}.*已发货`));
    await chat.say(`取消 ${shipped}`);
    expect(chat.prompt().prompt).toMatch(new RegExp(`${shipped}.*已发货`));
    expect(chat.prompt().options?.map((option) => option.value)).toContain('human');
  });
});
