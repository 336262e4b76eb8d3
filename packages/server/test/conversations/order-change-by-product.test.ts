import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "I want to cancel the wrap dress" listed every order that could be cancelled ("Which order is this cancellation
// for?") though one order held the dress; "cancel the sneaker", where two products are sneakers, did the same and
// offered the dress order, the only one not shipped, when the sneaker's order had shipped. A return already went to the
// order holding what was named. Built: a cancellation or an address change naming a product goes to the order holding
// it (a partial name's products count), and an order that can no longer change says why and offers a human, as naming
// it does. shops/threadline cus-emma: TL-10251 paid (Wrap Dress), TL-10244 shipped (Air Runner Sneaker); shops/demo
// c_1001: KF10010003 shipped (Find X8).
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const demo = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('an order change naming a product goes to the order holding it (rules path, signed in)', () => {
  it('"I want to cancel the wrap dress": TL-10251’s cancel reason, no order list', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to cancel the wrap dress');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('TL-10251');
  });

  it('"cancel the sneaker" (two sneakers sold): the shipped TL-10244 says why not and offers a human', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('cancel the sneaker');
    expect(chat.prompt().prompt).toContain('Order TL-10244 has already shipped');
    expect(chat.prompt().prompt).toContain('human agent');
  });

  it('"change the address for the dress": TL-10251’s new-address form', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('change the address for the dress');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address', step: 2 } });
    expect(chat.prompt().prompt).toContain('TL-10251');
  });

  it('"取消X8": the shipped KF10010003 says why not and offers a human', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('取消X8');
    expect(chat.prompt().prompt).toContain('订单 KF10010003 已发货');
  });
});

describe('apparel faults at a return’s reason prompt', () => {
  it('"the fabric pilled after one wash" → Faulty', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return the tee');
    // Of the two tees, how many (see return-some-units.test.ts).
    await chat.say('2');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await chat.say('the fabric pilled after one wash');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    await chat.say('skip');
    expect(chat.prompt().summary?.find((row) => row.label === 'Reason')?.value).toBe('Faulty');
  });
});
