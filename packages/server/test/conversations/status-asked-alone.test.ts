import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// Outside a request, "what's the status?" read the "s" of "what's" as a size S: "Here are 4 of the matches in S: Linen
// Shirt …" — also right after an order was shown. "现在什么状态", "什么状态了" named nothing the rules could place. Built:
// the apostrophe's s is no size, and a status question naming nothing is the state of the order in view, or (none in
// view) the signed-in shopper's latest orders (status-asked.ts). cus-emma on threadline: TL-10251 paid, TL-10244
// shipped, TL-10231 delivered.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const LATEST_EN =
  'Your latest orders: Order TL-10251 (Wrap Dress) is paid, awaiting shipment. Order TL-10244 (Air Runner Sneaker) is shipped. Order TL-10231 (Linen Shirt, Essential Crew Tee ×2) is delivered.';
const LATEST_ZH =
  '您最近的订单：\n订单 TL-10251（Wrap Dress）当前状态：已付款，待发货。订单 TL-10244（Air Runner Sneaker）当前状态：已发货。订单 TL-10231（Linen Shirt、Essential Crew Tee ×2）当前状态：已签收。';

describe('a status question naming nothing is the order in view, or the latest orders', () => {
  it('en "what\'s the status?" with no order in view: the latest orders, no shirts in S', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say("what's the status?");
    expect(chat.lastAnswer().text).toBe(LATEST_EN);
  });

  it('en "where is TL-10244?" → "what\'s the status?": that order', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('where is TL-10244?');
    await chat.say("what's the status?");
    expect(chat.lastAnswer().text).toBe('Order TL-10244 (Air Runner Sneaker) is shipped.');
  });

  it('zh "TL-10244到哪了" → "现在什么状态": that order', async () => {
    const chat = await open({ customerId: 'cus-emma' });
    await chat.say('TL-10244到哪了');
    await chat.say('现在什么状态');
    expect(chat.lastAnswer().text).toBe('订单 TL-10244（Air Runner Sneaker）当前状态：已发货。');
  });

  it('zh "什么状态了" with no order in view: the latest orders', async () => {
    const chat = await open({ customerId: 'cus-emma' });
    await chat.say('什么状态了');
    expect(chat.lastAnswer().text).toBe(LATEST_ZH);
  });

  it('guest "what\'s the status?": the order lookup asks for the order number, no shirts in S', async () => {
    const chat = await open({ locale: 'en' });
    await chat.say("what's the status?");
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'order_lookup' } });
  });
});
