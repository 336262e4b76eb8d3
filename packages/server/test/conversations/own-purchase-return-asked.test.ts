import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// A return asked of something the shopper says they bought, by c_1001 on shops/demo (KF10010004: a Pad 3, paid, not
// shipped; KF10010001: an X9, delivered). Before:
// - "我昨天买的平板能退吗" listed the shop's tablets ("买" made it shopping; "能退" alone was no return word);
// - "I bought a tablet yesterday, can I return it?" answered the Pad 3 order's status only;
// - "X9能退吗" opened no return.
// Now each is the return of that item: the Pad 3's order is not shipped, so the answer says a return is not possible
// yet and the order can be cancelled; the X9's return starts at its reason.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('a return asked of an item the shopper bought (demo shop, rules path, signed in)', () => {
  it.each([
    ['zh-CN', '我昨天买的平板能退吗', '订单 KF10010004 还未发货，暂不能申请退货'],
    ['en', 'I bought a tablet yesterday, can I return it?', 'Order KF10010004 has not shipped yet, so a return is not possible'],
  ] as const)('%s "%s" says the tablet order cannot be returned yet', async (locale, said, why) => {
    const chat = await open({ customerId: 'c_1001', locale });
    await chat.say(said);
    expect(chat.lastAnswer().text).toContain(why);
  });

  it('"X9能退吗" starts the X9 order\'s return at its reason', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('X9能退吗');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10010001');
  });
});
