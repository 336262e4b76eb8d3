import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "where is 1Z999AA10123456791?" (cus-emma's UPS parcel on threadline, order TL-10244) answered "Sorry, I could not
// find anything on that": a tracking number was read only with a Chinese courier's code (SF…, JD…, YT…), the demo's.
// Built: the shapes of tracking numbers live in shop/model/tracking-number.ts, UPS's "1Z" + 16 letters and digits
// among them, read by the entities and the tracking question alike; the parcel is looked up by its number.
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('a parcel asked after by its tracking number, whatever the carrier (rules path, signed in)', () => {
  it('"where is 1Z999AA10123456791?", "1Z999AA10123456791到哪了": the UPS parcel of order TL-10244', async () => {
    for (const [locale, said, answer] of [
      ['en', 'where is 1Z999AA10123456791?', 'Order TL-10244 (Air Runner Sneaker) is shipped. UPS 1Z999AA10123456791: In transit.'],
      ['zh-CN', '1z999aa10123456791到哪了', '订单 TL-10244（Air Runner Sneaker）当前状态：已发货。UPS 1Z999AA10123456791'],
    ] as const) {
      const chat = await threadline.open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      expect(chat.lastAnswer().text, said).toContain(answer);
    }
  });
});
