import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';
import { onToConfirmation } from './support/on-to-confirmation.js';

// Issue 17 item 5: "不想要了" right after the shopper looked up an order that is paid but not shipped started a RETURN
// (listing the delivered orders to pick from), "不要了" answered a charging article and "I don't want it anymore" found
// nothing. Said of the order just looked up, it is that order undone as its state allows: not shipped, its
// cancellation; received, its return. c_1001's orders (shops/demo/orders.json): KF10010004 paid, not shipped;
// KF10010001 delivered; KF10010003 shipped.
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);

describe('"I don\'t want it anymore" right after an order lookup (rules path, signed in)', () => {
  // The words are the reason too (cancel-reason-told.test.ts): the cancellation goes straight to its confirmation.
  it.each(['不想要了', '不要了', '这个不想要了'])('"KF10010004到哪了" → "%s": the cancellation of KF10010004, reason 不想要了', async (unwanted) => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010004到哪了');
    await chat.say(unwanted);
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(chat.prompt().summary).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'KF10010004' }), expect.objectContaining({ value: '不想要了' })]),
    );
  });

  it.each(["I don't want it anymore", "don't want it anymore", 'I changed my mind'])(
    '"where is KF10010004?" → "%s": its cancellation, in English',
    async (unwanted) => {
      const chat = await open({ customerId: 'c_1001', locale: 'en' });
      await chat.say('where is KF10010004?');
      await chat.say(unwanted);
      expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
      expect(chat.prompt().summary).toEqual(
        expect.arrayContaining([expect.objectContaining({ value: 'KF10010004' }), expect.objectContaining({ value: 'Changed my mind' })]),
      );
    },
  );

  it('"能取消吗" / "can I cancel it?" right after that lookup: the same order, not a list', async () => {
    const zh = await open({ customerId: 'c_1001' });
    await zh.say('KF10010004到哪了');
    await zh.say('能取消吗');
    expect(zh.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(zh.prompt().prompt).toContain('KF10010004');
    const en = await open({ customerId: 'c_1001', locale: 'en' });
    await en.say('where is KF10010004?');
    await en.say('can I cancel it?');
    expect(en.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(en.prompt().prompt).toContain('KF10010004');
  });

  it('"不想要了，能退款吗" / "I don\'t want it anymore, can I get a refund?": the same cancellation (it refunds the order)', async () => {
    const zh = await open({ customerId: 'c_1001' });
    await zh.say('KF10010004到哪了');
    await zh.say('不想要了，能退款吗');
    expect(zh.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(JSON.stringify(zh.prompt().summary)).toContain('KF10010004');
    const en = await open({ customerId: 'c_1001', locale: 'en' });
    await en.say('where is KF10010004?');
    await en.say("I don't want it anymore, can I get a refund?");
    expect(en.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
  });

  it('"能退吗" right after the lookup of KF10010004: it has not shipped, so it cannot be, but it can be cancelled', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010004到哪了');
    await chat.say('能退吗');
    expect(chat.lastAnswer().text).toBe('订单 KF10010004 还未发货，不能申请退货；如果不想要了，可以直接取消这个订单：');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
  });

  // Not shipped, an exchange is a change of the order a person may still make (exchange-before-shipping.test.ts).
  it('"能换吗" right after the lookup of KF10010004: not an exchange yet; a person is offered, or its cancellation', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010004到哪了');
    await chat.say('能换吗');
    expect(chat.prompt().prompt).toMatch(/^订单 KF10010004 还未发货，还谈不上换货：.*回复「取消 KF10010004」.*需要为您转人工客服吗？$/);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange' } });
  });

  it('"能退吗" right after the lookup of the delivered KF10010001 asks the return reason for it', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010001到哪了');
    await chat.say('能退吗');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10010001');
  });

  it('a delivered order just looked up is returned: "KF10010001到哪了" → "不想要了" is the no-reason return of KF10010001', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010001到哪了');
    await chat.say('不想要了');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 3 } });
    expect(await onToConfirmation(chat)).toMatchObject({ 订单号: 'KF10010001', 原因: '不想要了（七天无理由）' });
  });

  it('a parcel on its way: "KF10010003到哪了" → "不想要了" says it cannot be cancelled and offers a person to intercept it', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010003到哪了');
    await chat.say('不想要了');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order' } });
    expect(chat.prompt().prompt).toContain('订单 KF10010003 已发货，无法直接取消');
    expect(chat.prompt().options?.map((option) => option.value)).toEqual(['human', 'no']);
  });

  it('"我要退货" right after the lookup of an unshipped order still lists the orders that can be returned', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010004到哪了');
    await chat.say('我要退货');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 1 } });
    expect(chat.prompt().options?.map((option) => option.value)).toEqual(['KF10010001']);
  });

  it('with no order looked up, "不想要了" is a return request that lists the orders', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('不想要了');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 1 } });
  });
});
