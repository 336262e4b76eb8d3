import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { systemClock } from '../../src/ports/clock.js';
import { SHOPS } from './focus-support.js';
import { kefuForFile, serveKefu, shopperTab, type Conversation } from './order-change-harness.js';

// Asked to cancel a shipped order, the assistant said it could not and offered a human; "why not?" / "为什么不行" then
// got "Sorry, I did not quite understand…" with the catalogue's quick replies, and the same prompt again. A human agent
// says why from the order's state (it has left the warehouse: a parcel on its way can only be stopped by the carrier,
// or returned once delivered) and keeps the offer open. Built: a refusal carries its why, the prompt offering a human
// holds it, and "why?" typed at that prompt is answered with it before the prompt is asked again.
// shops/demo c_1001: KF10010003 shipped, KF10010001 delivered; shops/threadline cus-emma: TL-10244 shipped.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('"why not?" at the prompt that refuses an order change (rules path, signed in)', () => {
  it('"为什么不行" after a shipped order\'s cancellation is refused: it has left the warehouse, the carrier can intercept it; the offer stays open', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010003到哪了');
    await chat.say('能取消吗');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order' }, options: [{ value: 'human' }, { value: 'no' }] });
    const offer = chat.prompt().interruptId;
    await chat.say('为什么不行');
    expect(chat.lastAnswer().text).toBe(
      '因为订单 KF10010003 已经出库、交给快递在运输途中了，店铺这边已无法撤回：在途的包裹只能由快递尝试拦截（需人工客服联系，不保证成功），或者签收后申请退货。',
    );
    expect(chat.prompt().interruptId).not.toBe(offer);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order' }, options: [{ value: 'human' }, { value: 'no' }] });
  });

  it('"为啥不能取消" after a delivered order\'s cancellation is refused: it has arrived, so it goes back by a return', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('取消订单KF10010001');
    await chat.say('为啥不能取消');
    expect(chat.lastAnswer().text).toBe('因为订单 KF10010001 已经签收，没有可以取消的发货了：已送达的订单需要通过退货退回。');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order' }, options: [{ value: 'human' }, { value: 'no' }] });
  });

  it('"why can\'t I?" at a refused address change of a shipped order: the parcel is with the carrier, only it can redirect it', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('change the address of KF10010003');
    await chat.say("why can't I?");
    expect(chat.lastAnswer().text).toBe(
      'Because order KF10010003 has left the warehouse and is with the carrier, the shop can no longer change where it goes: only the carrier can redirect a parcel on its way (a human agent can ask, not guaranteed).',
    );
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'change_address' }, options: [{ value: 'human' }, { value: 'no' }] });
  });

  it('a bare "why?" is answered the same, and "yes" then still accepts the offer', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('cancel KF10010003');
    await chat.say('why?');
    expect(chat.lastAnswer().text).toContain('has left the warehouse');
    await chat.say('yes');
    expect(chat.handoffs()).toHaveLength(1);
  });
});

describe('"why not?" on threadline (en apparel)', () => {
  let served: { server: KefuServer; url: string };
  let chat: Conversation;
  beforeAll(async () => {
    served = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
  });
  afterAll(async () => {
    chat?.close();
    await served.server.close();
  });

  it('"where is TL-10244?" → "can I cancel it?" → "why not?" explains from the order\'s state and keeps the offer', async () => {
    chat = await shopperTab(served.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('where is TL-10244?');
    await chat.say('can I cancel it?');
    await chat.say('why not?');
    expect(chat.lastAnswer().text).toBe(
      'Because order TL-10244 has left the warehouse and is with the carrier, the shop can no longer take it back: a parcel on its way can only be intercepted by the carrier (a human agent can ask, not guaranteed), or returned once it is delivered.',
    );
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order' }, options: [{ value: 'human' }, { value: 'no' }] });
  });
});
