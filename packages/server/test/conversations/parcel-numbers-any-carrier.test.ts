import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "where is 1Z999AA10123456791?" (cus-emma's UPS parcel on threadline, order TL-10244) answered "Sorry, I could not
// find anything on that": a tracking number was read only with a Chinese courier's code (SF…, JD…, YT…), the demo's.
// Built: the shapes of tracking numbers live in shop/model/tracking-number.ts, UPS's "1Z" + 16 letters and digits
// among them, read by the entities and the tracking question alike; the parcel is looked up by its number.
// Then: digits alone, as FedEx (12 or 15) and USPS (20–22) print them, were not read at all: "where is
// 9400111899223197428490" (cus-liam's USPS parcel, TL-10198) and "where is 794658123458" (cus-sofia's FedEx, TL-10247)
// answered "Sorry, I did not quite understand". Now such digits are a parcel where the message asks after one ("where
// is", "track", "到哪了", "快递单号"); labelled an order ("订单号 …") they stay an order number.
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

  it.each([
    ['cus-liam', 'en', 'where is 9400111899223197428490', 'Order TL-10198 (Slim Fit Jeans) is completed. USPS 9400111899223197428490: Delivered.'],
    ['cus-sofia', 'en', 'where is 794658123458?', 'Order TL-10247 (Linen Midi Dress, Straw Sun Hat) is delivered. FedEx 794658123458: Delivered.'],
    ['cus-sofia', 'zh-CN', '794658123458到哪了', '订单 TL-10247（Linen Midi Dress、Straw Sun Hat）当前状态：已签收。FedEx 794658123458'],
    ['cus-sofia', 'zh-CN', '快递单号794658123458', '订单 TL-10247（Linen Midi Dress、Straw Sun Hat）当前状态：已签收。FedEx 794658123458'],
  ] as const)('%s %s "%s": digits alone, the parcel of that number', async (customerId, locale, said, answer) => {
    const chat = await threadline.open({ customerId, locale });
    await chat.say(said);
    expect(chat.lastAnswer().text).toContain(answer);
  });

  it('"where is 794658123458" from a shopper it is not theirs: no parcel of that number in the account', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('where is 794658123458');
    expect(chat.lastAnswer().text).toBe("I couldn't find a parcel with tracking number 794658123458 in your account. Please check the number.");
  });
});
