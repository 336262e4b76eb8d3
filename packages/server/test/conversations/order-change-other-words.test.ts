import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// Order changes said in other words than the ones the rules knew, by cus-emma on shops/threadline (TL-10251 paid Wrap
// Dress, TL-10244 shipped sneaker). Before:
// - "I bought a dress last week, it is too big" showed TL-10251's status: the item of an order described by it, said
//   not to fit, is an exchange (here not possible before shipping, so the cancellation is offered, as "can I change
//   the size of my wrap dress order?" already did);
// - "能寄到别的地址吗" / "can you ship it to another address?" right after the sneaker's parcel was shown answered with
//   the policy article, or offered to change the address of the other, unshipped order. Now it is that order's address
//   change, which says it has shipped and offers a person to ask the carrier.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('order changes in other words (threadline, rules path, signed in)', () => {
  it('"I bought a dress last week, it is too big" is the unshipped dress order\'s exchange: a person is offered to change it', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I bought a dress last week, it is too big');
    expect(chat.prompt().prompt).toMatch(/^Order TL-10251 has not shipped yet, so it is not an exchange: /);
    expect(chat.prompt().workflow?.name).toBe('exchange');
  });

  it.each([
    ['zh-CN', '我的运动鞋到哪了', '能寄到别的地址吗', '订单 TL-10244 已发货，无法在线修改收货地址。'],
    [
      'en',
      'where are my sneakers?',
      'can you ship it to another address?',
      'Order TL-10244 has already shipped, so its delivery address can no longer be changed here.',
    ],
  ] as const)('%s "%s" → "%s" is the shipped order\'s address change', async (locale, lookup, ask, prompt) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    await chat.say(lookup);
    await chat.say(ask);
    expect(chat.prompt().workflow?.name).toBe('change_address');
    expect(chat.prompt().prompt.startsWith(prompt), chat.prompt().prompt).toBe(true);
  });
});
