import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// "where is my X9?" from c_1001 (shops/demo), whose X9 order KF10010001 is the fourth newest of nine: before, the
// answer was the newest shipped order, KF10010003 with a Find X8, because an order described by its item was looked
// for among the latest three only (the length of a list shown to the shopper). Now among the latest twenty. Also,
// "can I swap them for white?" about the earbuds just looked up was read as a general policy question ("them" was no
// word for the shopper's own item) and answered with an earbuds troubleshooting article; now it is that order's
// exchange (KF10010002 was delivered 14 days ago, past the demo's 7-day window, which the answer says).
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('an order named by an item older than the latest three (rules path, signed in)', () => {
  it.each([
    ['en', 'where is my X9?', 'Order KF10010001 (Find X9) is delivered.'],
    ['zh-CN', '我的X9到哪了', '订单 KF10010001（Find X9）当前状态：已签收。'],
    ['en', 'has my Enco X3 arrived?', 'Order KF10010002 (Enco X3) is delivered.'],
  ] as const)('%s "%s" answers the order holding it', async (locale, question, expected) => {
    const chat = await open({ customerId: 'c_1001', locale });
    await chat.say(question);
    expect(chat.lastAnswer().text.startsWith(expected), chat.lastAnswer().text).toBe(true);
  });

  it('"has my Enco X3 arrived?" → "can I swap them for white?" is that order\'s exchange, past its window', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('has my Enco X3 arrived?');
    await chat.say('can I swap them for white?');
    expect(chat.lastAnswer().text).toMatch(/^Order KF10010002 was delivered on \d{4}-\d{2}-\d{2}, more than 7 days ago, so the exchange window has closed\./);
  });
});
