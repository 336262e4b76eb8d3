import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Signed in as c_1001 (no Pad SE in any order), "where is my Pad SE?" answered "Order KF10010003 (Find X8) is shipped…"
// — the parcel of another item, as if it were the tablet's; cus-emma's "where is my oxford shirt?" answered likewise
// with an order holding no such shirt. Built: an order or parcel question about one item none of the signed-in
// shopper's orders holds says so and asks for the order number, instead of another order's answer. shops/demo c_1001:
// X9, Enco X3, X8, Pad 3, Reno 13 ×2, Air4, A3, Free4; c_1002 holds the Pad SE (KF10020006). threadline cus-emma:
// TL-10231 Linen Shirt + tees, TL-10244 sneaker, TL-10251 Wrap Dress.
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
