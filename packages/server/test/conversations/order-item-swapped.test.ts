import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// shops/threadline, cus-emma signed in (TL-10231 delivered: a Linen Shirt and 2 Essential Crew Tees), rules path.
// "TL-10231 换衬衫" and "TL-10231 换衬衫和两件T恤" (换 without 要 or 想) answered the order's status: "订单 TL-10231
// （Linen Shirt、Essential Crew Tee ×2）当前状态：已签收。". Built: an order named with 换 and an item it holds is that
// item's exchange, as "我要换 TL-10231 的衬衫" is (order-item-swapped.ts): the shirt alone goes to the reason, the shirt
// and the tees to the pick of the line, as the 要 sentence does. The order's details ("换地址", "换手机号") and an item
// the order does not hold stay what they were.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('an order named with 换 and an item of it is that exchange', () => {
  it.each([
    ['zh-CN', 'TL-10231 换衬衫', 2, '订单 TL-10231 符合换货条件。请选择换货原因：'],
    ['zh-CN', 'TL-10231 换衬衫和两件T恤', 1, '订单 TL-10231 有多件商品，请选择要办理的那一件：'],
    ['en', 'TL-10231 swap the shirt', 2, 'Order TL-10231 can be exchanged. Why do you want to exchange it?'],
  ] as const)('%s "%s" opens the exchange of TL-10231 at step %d', async (locale, said, step, prompt) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    await chat.say(said);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step }, prompt });
  });

  it('the shirt and the tees: the lines offered are those of TL-10231', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'zh-CN' });
    await chat.say('TL-10231 换衬衫和两件T恤');
    const labels = (chat.prompt().options ?? []).map((option) => option.label).join(' | ');
    expect(labels).toContain('Linen Shirt');
    expect(labels).toContain('Essential Crew Tee');
  });

  it.each([
    ['TL-10231 换地址', /无法再修改收货地址/],
    ['TL-10231 换运动鞋', /当前状态：已签收/],
  ] as const)('"%s" is no exchange', async (said, answer) => {
    const chat = await open({ customerId: 'cus-emma', locale: 'zh-CN' });
    const events = await chat.say(said);
    expect(events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().text).toMatch(answer);
  });
});
