import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);

describe('cancelling an order, rules path over a real socket', () => {
  it('"我想取消KF10010004" (paid, not shipped): reason → confirm → the order is cancelled in the shop and a receipt shown', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我想取消KF10010004');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', title: '取消订单', step: 2, of: 3 } });
    expect(chat.prompt().prompt).toContain('KF10010004');
    await chat.reply({ action: 'answer', value: '不想要了' });
    const confirm = chat.prompt();
    expect(confirm).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(confirm.summary).toContainEqual({ label: '订单号', value: 'KF10010004' });
    expect(confirm.summary).toContainEqual({ label: '取消原因', value: '不想要了' });
    expect((await commerce.getOrder('KF10010004'))?.status).toBe('paid');
    await chat.reply({ action: 'approve' });
    const answer = chat.lastAnswer();
    expect(answer.parts?.[0]).toMatchObject({ type: 'receipt', kind: 'cancel_order', title: expect.stringContaining('取消订单') });
    expect(answer.parts?.[0]).toMatchObject({ fields: expect.arrayContaining([{ label: '订单号', value: 'KF10010004' }]) });
    expect((await commerce.getOrder('KF10010004'))?.status).toBe('cancelled');
  });

  it('"取消订单 KF10010003" (shipped): says why, offers a human, and the handoff carries the written-up request', async () => {
    const chat = await open({ customerId: 'c_1001' });
    const events = await chat.say('取消订单 KF10010003');
    const offer = chat.prompt();
    expect(offer.kind).toBe('choice');
    expect(offer.prompt).toMatch(/KF10010003.*已发货/);
    expect(offer.prompt).toContain('退货');
    expect(events.some((event) => event.event === 'handoff')).toBe(false);
    await chat.reply({ action: 'answer', value: 'human' });
    await expect.poll(() => chat.handoffs().length).toBeGreaterThan(0);
    expect(chat.handoffs()[0]).toMatchObject({
      reason: 'requested',
      request: {
        workflow: 'cancel_order',
        orderId: 'KF10010003',
        why: expect.stringContaining('已发货'),
        rows: expect.arrayContaining([{ label: '订单号', value: 'KF10010003' }]),
      },
    });
    expect((await commerce.getOrder('KF10010003'))?.status).toBe('shipped');
  });

  it('typing "转人工" at the offer accepts it: the handoff still carries the request', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('帮我取消订单 KF10010002');
    expect(chat.prompt().prompt).toMatch(/KF10010002.*已签收.*退货/);
    await chat.say('转人工');
    await expect.poll(() => chat.handoffs().length).toBeGreaterThan(0);
    expect(chat.handoffs()[0]?.request).toMatchObject({ workflow: 'cancel_order', orderId: 'KF10010002' });
  });

  it('"我的订单能取消吗" (a how-to question) stays a knowledge answer', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我的订单能取消吗');
    expect(chat.client.rendered.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().parts?.some((part) => part.type === 'knowledge_source')).toBe(true);
  });
});

describe('the same in English', () => {
  it('"cancel my order KF10020006" (paid): reason → confirm → cancelled, receipt in English', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('cancel my order KF10020006');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', title: 'Cancellation', step: 2 } });
    await chat.reply({ action: 'answer', value: 'I ordered the wrong item' });
    expect(chat.prompt().summary).toContainEqual({ label: 'Reason', value: 'Ordered the wrong item' });
    await chat.reply({ action: 'approve' });
    expect(chat.lastAnswer().parts?.[0]).toMatchObject({ type: 'receipt', kind: 'cancel_order', title: expect.stringContaining('Cancel') });
    expect((await commerce.getOrder('KF10020006'))?.status).toBe('cancelled');
  });

  it('"Please cancel order KF10020003" (shipped): explains, offers a human; declining hands nothing over', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('Please cancel order KF10020003');
    expect(chat.prompt().prompt).toMatch(/KF10020003.*shipped/);
    await chat.reply({ action: 'answer', value: 'no thanks' });
    expect(chat.handoffs()).toEqual([]);
    expect(chat.lastAnswer().text).toMatch(/return/i);
    expect((await commerce.getOrder('KF10020003'))?.status).toBe('shipped');
  });
});
