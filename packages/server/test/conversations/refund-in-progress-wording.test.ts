import { describe, expect, it } from 'vitest';
import { kefuForFile } from './order-change-harness.js';

// A whole order being refunded read "Order KF10010009 (Enco Free4) is refund in progress." — a status word put where
// an adjective goes. Built: "is being refunded" wherever the status is said after "is" ("is now being refunded"), in
// lists too; zh-CN keeps "当前状态：退款中", which reads right. Demo shop: c_1001's KF10010009 (Enco Free4) is refunding.
const demo = kefuForFile(undefined);

describe('an order refunded as a whole says so in a sentence', () => {
  it('en "what is the status of KF10010009?": is being refunded', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('what is the status of KF10010009?');
    expect(chat.lastAnswer().text).toBe('Order KF10010009 (Enco Free4) is being refunded.');
  });

  it('zh-CN "KF10010009 什么状态": 当前状态：退款中', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('KF10010009 什么状态');
    expect(chat.lastAnswer().text).toBe('订单 KF10010009（Enco Free4）当前状态：退款中。');
  });
});
