import { describe, expect, it } from 'vitest';
import { threadlineWithOrdersNamed } from './renamed-orders.js';

// "cancel #1251" and "取消#1251" (cus-emma's paid Wrap Dress, Shopify-style order names) answered only the order's
// status ("Order 1251 (Wrap Dress) is paid, awaiting shipment."), as did "#1251 cancel please" and "改一下#1251的地址",
// while "cancel order 1251" opened the cancellation: the cancel and address cues of rules/intent-keywords.ts spelled
// an order number their own way (a prefix and 6+ digits, or a hyphen), without "#" + 4 digits; "#1231的退款多久能到"
// got the refund policy and "how do I track #1244?" the tracking article, their own order unread. Built: every cue
// that holds an order number (cancel, change address, the refund and tracking questions) reads the one shape of
// shop/model/order-number.ts, so any shop's order names start the change they ask for. threadline with its orders
// renamed the Shopify way (TL-10251 → 1251, renamed-orders.ts).
const { open } = threadlineWithOrdersNamed('shopify-order-requests', (digits) => `1${digits}`);

describe('order changes asked with a Shopify order name (#1251) on the rules path', () => {
  it('"cancel #1251", "#1251 cancel please": the cancellation of the paid Wrap Dress order, its reason asked', async () => {
    for (const said of ['cancel #1251', '#1251 cancel please']) {
      const chat = await open({ customerId: 'cus-emma', locale: 'en' });
      await chat.say(said);
      expect(chat.prompt(), said).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
      expect(chat.prompt().prompt, said).toBe('Order 1251 has not shipped yet and can be cancelled. Why are you cancelling it?');
    }
  });

  it('"取消#1251": 订单 1251 的取消，问原因', async () => {
    const chat = await open({ customerId: 'cus-emma' });
    await chat.say('取消#1251');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toBe('订单 1251 尚未发货，可以取消。请选择取消原因：');
  });

  it('"改一下#1251的地址", "change the address of #1251": the new delivery details of order 1251 asked', async () => {
    for (const [locale, said, asked] of [
      ['zh-CN', '改一下#1251的地址', '订单 1251 尚未发货，可以修改收货地址。请填写新的收货信息：'],
      ['en', 'change the address of #1251', 'Order 1251 has not shipped yet, so its delivery address can be changed. Please enter the new delivery details:'],
    ] as const) {
      const chat = await open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      expect(chat.prompt(), said).toMatchObject({ kind: 'form', workflow: { name: 'change_address', step: 2 } });
      expect(chat.prompt().prompt, said).toBe(asked);
    }
  });

  it('"I want to return #1231", "#1231退货": the return of the delivered order, its items offered', async () => {
    for (const [locale, said, asked] of [
      ['en', 'I want to return #1231', 'Order 1231 has several items.'],
      ['zh-CN', '#1231退货', '订单 1231 有多件商品'],
    ] as const) {
      const chat = await open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      expect(chat.prompt(), said).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 1 } });
      expect(chat.prompt().prompt, said).toContain(asked);
      expect(
        chat.prompt().options?.map((option) => option.value),
        said,
      ).toEqual(['TL-LS-M-WHIT-REGU', 'TL-ECT-M-BLAC', 'all']);
    }
  });

  it('"#1231的退款多久能到", "where is my refund for #1231?": that order\'s refund state, not the refund policy', async () => {
    for (const [locale, said, answer] of [
      ['zh-CN', '#1231的退款多久能到', '订单 1231（Linen Shirt、Essential Crew Tee ×2）当前状态：已签收，没有退款记录。如需退货退款，请回复“我要退货”。'],
      [
        'en',
        'where is my refund for #1231?',
        'Order 1231 (Linen Shirt, Essential Crew Tee ×2) is delivered and has no refund. To ask for one, say "I want to return it".',
      ],
    ] as const) {
      const chat = await open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      expect(chat.lastAnswer().text, said).toBe(answer);
    }
  });

  it('a guest\'s "how do I track #1244?", "#1244怎么查物流": that order looked up (1244 prefilled), not how tracking works', async () => {
    for (const [locale, said] of [
      ['en', 'how do I track #1244?'],
      ['zh-CN', '#1244怎么查物流'],
    ] as const) {
      const chat = await open({ locale });
      await chat.say(said);
      expect(chat.prompt(), said).toMatchObject({ kind: 'form', workflow: { name: 'order_lookup' } });
      expect(chat.prompt().fields?.find((field) => field.name === 'orderId')?.defaultValue, said).toBe('1244');
    }
  });
});
