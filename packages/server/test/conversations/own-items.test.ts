import { describe, expect, it } from 'vitest';
import { demoCatalog, partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// What the shopper owns, bought or will buy (issue 17 items 2 and 3), demo shop, rules path. Before: "我买的平板屏幕有坏点"
// listed three tablets for sale and "my tablet screen has dead pixels" asked "which product do you mean?"; "a tablet
// for my son" found nothing; "what did I order last month?" and "what did I buy last time" answered the subsidy
// article; "X9下单后几天到货" asked a guest to sign in to look up an order that does not exist yet.
const catalog = demoCatalog();
const TABLETS = [...catalog.values()].filter((product) => product.type === '平板').map((product) => product.title);
const { talk } = shopForFile(SHOPS.demo);

describe("the shopper's own item, own orders, and an order not placed yet", () => {
  it('"我买的平板屏幕有坏点" / "my tablet screen has dead pixels" is a fault to troubleshoot, not a search or "which product?"', async () => {
    for (const [locale, said] of [
      ['zh-CN', '我买的平板屏幕有坏点'],
      ['en', 'my tablet screen has dead pixels'],
    ] as const) {
      const answer = await (await talk(locale)).say(said);
      expect(partsOf(answer, 'product')).toEqual([]);
      expect(answer.text).not.toMatch(/哪款商品|Which product/);
      expect(partsOf(answer, 'knowledge_source').length).toBeGreaterThan(0);
    }
  });

  it('"a tablet for my son" is a search of tablets', async () => {
    const answer = await (await talk('en')).say('a tablet for my son');
    const shown = partsOf(answer, 'product').map((part) => part.name);
    expect(shown.length).toBeGreaterThan(0);
    for (const title of shown) expect(TABLETS).toContain(title);
  });

  it('"what did I order last month?", "what did I buy last time", "我买过什么" list the signed-in shopper\'s orders', async () => {
    for (const [locale, asked] of [
      ['en', 'what did I order last month?'],
      ['en', 'what did I buy last time'],
      ['zh-CN', '我买过什么'],
    ] as const) {
      const answer = await (await talk(locale, 'c_1001')).say(asked);
      expect(partsOf(answer, 'order').length).toBeGreaterThan(0);
      for (const order of partsOf(answer, 'order')) expect(order.orderId).toMatch(/^KF\d+$/);
      expect(partsOf(answer, 'knowledge_source')).toEqual([]);
    }
  });

  it('"我的订单怎么还不发货" / "怎么还不发货" / "my order hasnt shipped yet" show the orders with the one awaiting shipment, not the cancel article or a shipped parcel', async () => {
    for (const [locale, said] of [
      ['zh-CN', '我的订单怎么还不发货'],
      ['zh-CN', '怎么还不发货'],
      ['en', 'my order hasnt shipped yet'],
    ] as const) {
      const answer = await (await talk(locale, 'c_1001')).say(said);
      expect(partsOf(answer, 'knowledge_source')).toEqual([]);
      const orders = partsOf(answer, 'order');
      expect(orders.some((order) => order.status === 'paid')).toBe(true);
    }
  });

  it('"X9下单后几天到货" from a guest is the shipping policy, not an order lookup', async () => {
    const answer = await (await talk('zh-CN')).say('X9下单后几天到货');
    expect(answer.text).not.toContain('登录');
    expect(partsOf(answer, 'knowledge_source').map((part) => part.title)[0]).toMatch(/发货|配送/);
  });
});
