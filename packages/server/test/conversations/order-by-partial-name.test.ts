import { describe, expect, it } from 'vitest';
import type { Message } from '@kefu/protocol';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 item 2 on the demo shop, signed in as c_1001 (shops/demo/orders.json: KF10010004 paid, Pad 3; KF10010003
// shipped, Find X8; KF10010007 unpaid, Enco Air4), rules path. "has my pad shipped?" names three products by a word of
// their titles (Pad 3, Pad SE, Pad 3 Pro): it is the order holding one of them. Before, the word settled nothing and
// the answer tracked the newest shipped order, KF10010003 with a Find X8 in it.
const served = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.demo });
const open = () => served.open({ locale: 'en', customerId: 'c_1001' });
const ordersIn = (message: Message) => (message.parts ?? []).flatMap((part) => (part.type === 'order' ? [part.orderId] : []));

describe('an order described by a word naming several products (demo shop, c_1001)', () => {
  it('"has my pad shipped?" answers KF10010004 (Pad 3), and "can I cancel it?" then cancels that order', async () => {
    const chat = await open();
    await chat.say('has my pad shipped?');
    expect(ordersIn(chat.lastAnswer())).toEqual(['KF10010004']);
    expect(chat.lastAnswer().text).toContain('KF10010004');
    expect(chat.lastAnswer().text).not.toContain('KF10010003');
    await chat.say('can I cancel it?');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order' } });
    expect(chat.prompt().prompt).toContain('Order KF10010004 has not shipped yet');
    chat.close();
  });

  it('"how much is the pad?" prices each pad (three): no order is described', async () => {
    const chat = await open();
    await chat.say('how much is the pad?');
    for (const pad of ['Pad 3 is', 'Pad SE is', 'Pad 3 Pro is']) expect(chat.lastAnswer().text).toContain(pad);
    expect(ordersIn(chat.lastAnswer())).toEqual([]);
    chat.close();
  });
});
