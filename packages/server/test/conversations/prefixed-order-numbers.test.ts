import { describe, expect, it } from 'vitest';
import { threadlineWithOrdersNamed } from './renamed-orders.js';

// An order number of letters and 6+ digits typed with no "order" before it was read only with the demo shop's own
// prefix: rules/extract-entities.ts looked for "kf" + digits (its comment said so). On a shop numbering its orders
// "SO10010244", "where is SO10010244?" found no order (the shopper was asked which one, a guest's form came empty)
// and "cancel SO10010251" could not tell which order to cancel. Built: 1–4 letters and 6+ digits is an order number
// unless the shop's catalog names a product so (a model or SKU written that way: order-number-or-model.test.ts).
// threadline with its orders renamed SO + 8 digits (TL-10244 → SO10010244, renamed-orders.ts).
const { open } = threadlineWithOrdersNamed('prefixed-order-numbers', (digits) => `SO10010${digits}`);

describe("order numbers of another shop's letter prefix (SO10010244) on the rules path", () => {
  it('"where is SO10010244?", "SO10010244到哪了": the shipped sneaker for its owner', async () => {
    for (const [locale, said, answer] of [
      ['en', 'where is SO10010244?', 'Order SO10010244 (Air Runner Sneaker) is shipped.'],
      ['zh-CN', 'SO10010244到哪了', '订单 SO10010244（Air Runner Sneaker）当前状态：已发货。'],
    ] as const) {
      const chat = await open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      expect(chat.lastAnswer().text, said).toContain(answer);
    }
  });

  it('a guest\'s "so10010244发货了吗": the lookup form with SO10010244 filled in', async () => {
    const chat = await open({});
    await chat.say('so10010244发货了吗');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'order_lookup' } });
    expect(chat.prompt().fields?.find((field) => field.name === 'orderId')?.defaultValue).toBe('SO10010244');
  });

  it('"cancel SO10010251": the cancellation of the paid Wrap Dress order, its reason asked', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('cancel SO10010251');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toBe('Order SO10010251 has not shipped yet and can be cancelled. Why are you cancelling it?');
  });
});
