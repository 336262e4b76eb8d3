import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 item 5: whether an order the shopper describes can be cancelled, asked as a question. "那个平板的订单能取消吗"
// and "can I cancel the earbuds order?" answered the cancellation article, as a guest would be; signed in, the order
// they describe is the one whose cancellation starts, and its first step says whether it can be. c_1001's tablet
// order KF10010004 is paid and not shipped, its phone order KF10010003 shipped (shops/demo/orders.json).
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);

describe('"can that order be cancelled?" about an order described (rules path, signed in)', () => {
  it('"那个平板的订单能取消吗": the cancellation of the tablet order KF10010004, asking the reason', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('那个平板的订单能取消吗');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10010004');
  });

  it('"我的订单" → "第三个能取消吗": the third order listed, whose cancellation says it has shipped', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我的订单');
    await chat.say('第三个能取消吗');
    const offer = chat.prompt();
    expect(offer.workflow?.name).toBe('cancel_order');
    expect(offer.prompt).toMatch(/KF10010003.*已发货/);
  });

  it('"where is my phone?" → "can I change the delivery address?": that order\'s address, which has shipped', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('where is my phone?');
    await chat.say('can I change the delivery address?');
    const offer = chat.prompt();
    expect(offer.workflow?.name).toBe('change_address');
    expect(offer.prompt).toContain('KF10010003');
  });

  it('as a guest, "那个平板的订单能取消吗" is still the cancellation policy, no workflow', async () => {
    const chat = await open();
    await chat.say('那个平板的订单能取消吗');
    expect(chat.lastAnswer().parts?.map((part) => part.type)).toContain('knowledge_source');
  });
});
