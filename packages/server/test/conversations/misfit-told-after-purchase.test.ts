import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "I bought a linen shirt last week, it is too small" answered the order's status, then "Here are 4 of the matches in
// S" ("too small" read as a search for size S); "上周买的亚麻衬衫太小了" listed the Linen Shirt for sale (a purchase
// told without 我 was not read as told). Built: a purchase told, then that it does not fit, is one request, the
// exchange of that item; "上周买的…", "买的…" tell a purchase as "我上周买的…" does. threadline cus-emma: TL-10231
// (delivered: Linen Shirt + two tees).
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('a purchase told, then that it does not fit (threadline, rules path, signed in)', () => {
  it.each([
    ['en', 'I bought a linen shirt last week, it is too small', 'Exchange'],
    ['zh-CN', '上周买的亚麻衬衫太小了', '换货'],
    ['zh-CN', '买的亚麻衬衫太小了', '换货'],
  ] as const)('%s "%s": the Linen Shirt’s exchange, not a search for size S', async (locale, text, title) => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale });
    await chat.say(text);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', title } });
    const said = JSON.stringify(chat.client.rendered);
    expect(said).not.toMatch(/matches in S|有 S 的商品/);
    expect(said).not.toContain('Oxford Button-Down Shirt');
  });
});
