import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// shops/threadline, cus-emma signed in, two orders under way: TL-10251 (a Wrap Dress, paid) and TL-10244 (an Air
// Runner Sneaker, shipped). "hi, I ordered a dress last week, when will it ship?" / "你好，我上周订了一条裙子，什么时候发货？"
// answered both: "Order TL-10251 (Wrap Dress) is paid, awaiting shipment." and then TL-10244's tracking, the rules
// reading "when will it ship?" apart as a lookup of the latest parcel. Built: an order described by what it holds and
// a question of "it" naming nothing are one lookup, of the order holding the item (described-then-asked.ts): "Order
// TL-10251 (Wrap Dress) is paid and waiting to ship, so there is no tracking yet; …".
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('"when will it ship?" of one described item is the order holding it only', () => {
  it.each([
    [
      'en',
      ['hi, I ordered a dress last week, when will it ship?'],
      'Order TL-10251 (Wrap Dress) is paid and waiting to ship, so there is no tracking yet; you can follow the parcel as soon as it ships.',
    ],
    [
      'en',
      ['how much is the linen shirt?', 'hi, I ordered a dress last week, when will it ship?'],
      'Order TL-10251 (Wrap Dress) is paid and waiting to ship, so there is no tracking yet; you can follow the parcel as soon as it ships.',
    ],
    ['zh-CN', ['你好，我上周订了一条裙子，什么时候发货？'], '订单 TL-10251（Wrap Dress）已付款，正在等待发货，暂无物流信息；发货后即可查询物流。'],
  ] as const)('%s %j', async (locale, said, answer) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    for (const words of said) await chat.say(words);
    const text = chat.lastAnswer().text;
    expect(text).toBe(answer);
    expect(text).not.toContain('TL-10244');
  });
});
