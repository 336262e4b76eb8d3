import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A device's serial number ("SN" and digits, or labelled "序列号", "serial number", "IMEI") has the shape of an order
// number (letters then 6+ digits), so "my serial number is SN20240512889" answered "I couldn't find order
// SN20240512889 in your account" and "我的序列号是SN20240512889" the same in Chinese. Now a serial is not read as an
// order: the message is answered as what else it says, and an order named beside it is still that order.
// shops/demo: c_1001 owns KF10010001 (delivered Find X9).
const { talk } = shopForFile(SHOPS.demo);

describe('a serial number is not an order number (demo shop, rules path, signed in)', () => {
  it.each([
    ['en', 'my serial number is SN20240512889'],
    ['zh-CN', '我的序列号是SN20240512889'],
    ['zh-CN', '序列号 AB20240512889'],
    ['en', 'the IMEI is AB861234567890123'],
  ] as const)('%s "%s": no order of that number looked up', async (locale, said) => {
    const c = await talk(locale, 'c_1001');
    const answer = await c.say(said);
    expect(answer.text).not.toMatch(/order [A-Z]{2}\d|订单 ?[A-Z]{2}\d/i);
    expect(partsOf(answer, 'order')).toEqual([]);
  });

  it('"KF10010001 的序列号是 SN20240512889": the order named beside the serial is looked up', async () => {
    const c = await talk('zh-CN', 'c_1001');
    const answer = await c.say('KF10010001 的序列号是 SN20240512889');
    expect(partsOf(answer, 'order').map((part) => part.orderId)).toEqual(['KF10010001']);
    expect(answer.text).not.toContain('SN20240512889');
  });
});
