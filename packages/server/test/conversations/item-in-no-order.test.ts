import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Signed in as c_1001 (no Pad SE in any order), "where is my Pad SE?" answered "Order KF10010003 (Find X8) is shipped…"
// — the parcel of another item, as if it were the tablet's; cus-emma's "where is my oxford shirt?" answered likewise
// with an order holding no such shirt. Built: an order or parcel question about one item none of the signed-in
// shopper's orders holds says so and asks for the order number, instead of another order's answer. shops/demo c_1001:
// X9, Enco X3, X8, Pad 3, Reno 13 ×2, Air4, A3, Free4; c_1002 holds the Pad SE (KF10020006). threadline cus-emma:
// TL-10231 Linen Shirt + tees, TL-10244 sneaker, TL-10251 Wrap Dress.
// A shopper with 20 orders or more (c_1009 of a copy of shops/demo, 24 orders of a Find X9) was told of their latest
// parcel (KF10090000, the Find X9) for "where is my Pad SE?": only the latest 20 orders were looked through, and beyond
// them nothing was said. Now every order of theirs is searched for the item (get_order_info's product_model).
describe('an item in none of the shopper’s orders', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['en', 'where is my Pad SE?', 'None of your orders holds the Pad SE.'],
    ['zh-CN', '我的Pad SE到哪了', '您的订单里没有 Pad SE。'],
  ] as const)('demo c_1001 %s "%s"', async (locale, asked, expected) => {
    const conversation = await demo.talk(locale, 'c_1001');
    const answer = await conversation.say(asked);
    expect(answer.text).toContain(expected);
    expect(answer.text).not.toContain('KF10010003');
  });

  it('threadline cus-emma "where is my oxford shirt?"', async () => {
    const conversation = await threadline.talk('en', 'cus-emma');
    const answer = await conversation.say('where is my oxford shirt?');
    expect(answer.text).toContain('None of your orders holds the Oxford Button-Down Shirt.');
    expect(answer.text).not.toMatch(/TL-10\d{3}/);
  });

  it('an item an order holds is still that order', async () => {
    const conversation = await demo.talk('en', 'c_1002');
    const answer = await conversation.say('where is my Pad SE?');
    expect(answer.text).toContain('Order KF10020006 (Enco Free4, Pad SE) is paid and waiting to ship');
  });
});

/**
 * A copy of shops/demo where c_1009 has placed 24 orders, each of one Find X9 (KF10090000 the latest), and c_1010 the
 * same 24 (KF10100000…) and, before them all, KF10109999 holding the Pad SE (a copy of KF10020006).
 */
function demoWithManyOrders(): string {
  const dir = tempDir('many-orders');
  afterAll(() => dir.remove());
  const folder = join(dir.path, 'demo');
  cpSync(SHOPS.demo, folder, { recursive: true });
  const orders = JSON.parse(readFileSync(join(folder, 'orders.json'), 'utf8')) as Array<Record<string, unknown>>;
  const x9 = orders.find((order) => order.orderId === 'KF10010001')!;
  for (const customer of ['1009', '1010'])
    for (let age = 0; age < 24; age++)
      orders.push({
        ...x9,
        orderId: `KF${customer}${String(age).padStart(4, '0')}`,
        customerId: `c_${customer}`,
        placedAt: `-${10 + age}d`,
        shippedAt: `-${9 + age}d`,
        deliveredAt: `-${7 + age}d`,
      });
  const padSe = orders.find((order) => order.orderId === 'KF10020006')!;
  orders.push({ ...padSe, orderId: 'KF10109999', customerId: 'c_1010', placedAt: '-60d' });
  writeFileSync(join(folder, 'orders.json'), JSON.stringify(orders));
  const customers = JSON.parse(readFileSync(join(folder, 'customers.json'), 'utf8')) as unknown[];
  customers.push({ customerId: 'c_1009', name: '周多', phone: '139****0009', phoneLast4: '0009' });
  customers.push({ customerId: 'c_1010', name: '吴久', phone: '139****0010', phoneLast4: '0010' });
  writeFileSync(join(folder, 'customers.json'), JSON.stringify(customers));
  return folder;
}

describe('an item in none of 24 orders', () => {
  const many = shopForFile(demoWithManyOrders());

  it.each([
    ['en', 'where is my Pad SE?', 'None of your orders holds the Pad SE. If you bought it as a guest or on another account, tell me the order number'],
    ['zh-CN', '我的Pad SE到哪了', '您的订单里没有 Pad SE。如果是以游客身份或用其他账号购买的，请告诉我订单号'],
  ] as const)('c_1009 %s "%s"', async (locale, asked, expected) => {
    const conversation = await many.talk(locale, 'c_1009');
    const answer = await conversation.say(asked);
    expect(answer.text).toContain(expected);
    expect(answer.text).not.toContain('KF10090000');
  });

  // Before: c_1010's "where is my Pad SE?" answered KF10100000 (the Find X9), the latest of the 20 looked through.
  it.each([
    ['en', 'where is my Pad SE?', 'Order KF10109999 (Enco Free4, Pad SE)'],
    ['zh-CN', '我的Pad SE到哪了', '订单 KF10109999（Enco Free4、Pad SE）'],
  ] as const)('c_1010 %s "%s": the order older than the latest 20 that holds it', async (locale, asked, expected) => {
    const conversation = await many.talk(locale, 'c_1010');
    const answer = await conversation.say(asked);
    expect(answer.text).toContain(expected);
    expect(answer.text).not.toContain('KF10100000');
  });

  it('an item their orders hold is still the latest order holding it', async () => {
    const conversation = await many.talk('en', 'c_1009');
    expect((await conversation.say('where is my Find X9?')).text).toContain('Order KF10090000 (Find X9) is delivered.');
  });
});
