import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// A guest who verified one order (order number + the phone's last four digits) and then named an item that order does
// not hold was answered about the verified order anyway: after KF10010003 (Find X8), "我那个平板多少钱买的" got
// "订单 KF10010003（Find X8）当前状态：已发货。订单实付 ¥2999。" and "我的X9屏幕有划痕" the X8 order's status and
// apology; on threadline, after TL-10244 (Air Runner Sneaker), "my linen shirt has a hole" answered about the sneakers.
// No other order was revealed, but the answer was wrong. Built: an item named that no verified order holds is said
// not to be in it, and the guest is asked for the order number that holds it (to verify that order too); other orders
// are never looked up for a guest. Demo guest phone ending of KF10010003: 5678; threadline TL-10244: 4821.
const served: Record<'demo' | 'threadline', { server: KefuServer; url: string } | undefined> = { demo: undefined, threadline: undefined };
beforeAll(async () => {
  served.demo = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.demo });
  served.threadline = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
});
afterAll(async () => {
  await served.demo?.server.close();
  await served.threadline?.server.close();
});

async function verifiedGuest(shop: 'demo' | 'threadline', locale: 'en' | 'zh-CN', orderId: string, digits: string) {
  const chat = await shopperTab(served[shop]!.url, { locale });
  await chat.say(locale === 'en' ? `where is ${orderId}?` : `我的订单${orderId}到哪了`);
  await chat.reply({ action: 'submit', values: { orderId, phoneLast4: digits } });
  return chat;
}

describe('a verified guest naming an item the verified order does not hold (rules path)', () => {
  it.each([
    ['demo', 'zh-CN', 'KF10010003', '5678', '我那个平板多少钱买的', '订单 KF10010003 里没有平板', '¥2999'],
    ['demo', 'zh-CN', 'KF10010003', '5678', '我的X9屏幕有划痕', '订单 KF10010003 里没有Find X9', '已发货'],
    ['demo', 'en', 'KF10010003', '5678', 'how much did I pay for my tablet?', 'Order KF10010003 does not hold that item', '¥2999'],
    ['demo', 'en', 'KF10010003', '5678', 'my X9 screen is scratched', 'Order KF10010003 does not hold the Find X9', 'shipped'],
    ['threadline', 'en', 'TL-10244', '4821', 'my linen shirt has a hole', 'Order TL-10244 does not hold the Linen Shirt', 'Sneaker'],
  ] as const)('%s %s after %s (%s): %s', async (shop, locale, orderId, digits, said, expected, notSaid) => {
    const chat = await verifiedGuest(shop, locale, orderId, digits);
    await chat.say(said);
    const text = chat.lastAnswer().text;
    expect(text).toContain(expected);
    expect(text).toContain(locale === 'en' ? 'order number' : '订单号');
    expect(text).not.toContain(notSaid);
    chat.close();
  });

  it('"我的X8屏幕有划痕" of the item the verified order holds: still about KF10010003', async () => {
    const chat = await verifiedGuest('demo', 'zh-CN', 'KF10010003', '5678');
    await chat.say('我的X8屏幕有划痕');
    expect(chat.lastAnswer().text).toContain('订单 KF10010003（Find X8）');
    chat.close();
  });
});
