import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "我的连衣裙能不能换成M码" / "I want to return my dress" from cus-emma (shops/threadline): her only dress is in
// TL-10251, paid and not shipped. Before, "连衣裙" picked nothing, so the exchange offered her
// other orders that could be exchanged or returned (TL-10231, a shirt and tees), as if she had asked about those. Now a
// kind named in a return, exchange or repair means the items of that kind she bought: the orders holding them, and
// here why that one cannot be yet (not shipped; it can be cancelled instead). The English return already said so
// (the title word "dress" named the product): it is kept as a guard.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('a return or exchange of a kind of item bought (threadline, rules path, signed in)', () => {
  it.each([
    ['zh-CN', '我的连衣裙能不能换成M码', '订单 TL-10251 还未发货，暂不能申请换货'],
    ['en', 'I want to return my dress', 'Order TL-10251 has not shipped yet, so a return is not possible'],
  ] as const)('%s "%s" says why the dress order is not offered', async (locale, said, why) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    const events = await chat.say(said);
    expect(events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().text).toContain(why);
    expect(chat.lastAnswer().text).not.toContain('TL-10231');
  });
});
