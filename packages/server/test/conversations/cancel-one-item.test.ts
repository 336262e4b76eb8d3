import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// "我只想取消平板" after looking up KF10020006 (paid: Enco Free4 + Pad SE) opened the cancellation of the WHOLE order,
// asking only its reason: confirmed, the earbuds went too. The commerce contract's cancel write takes an order, not
// items (ports/commerce-backend.ts WriteRequest), so the assistant cannot cancel one item. Built: a cancellation that
// names some of the order's items says this order can only be cancelled whole here and offers the whole order, a
// person with the item written up on the escalation card, or nothing. shops/demo c_1002: KF10020006.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('cancelling one item of a two-item order (rules path, demo, signed in)', () => {
  it('"KF10020006到哪了" → "我只想取消平板": only the whole order can be cancelled here; the whole order, a person or nothing', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('KF10020006到哪了');
    await chat.say('我只想取消平板');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toBe(
      '订单 KF10020006 只能整单取消，这里无法只取消其中的 Pad SE。要取消整个订单（Enco Free4、Pad SE），还是转人工客服处理只取消 Pad SE？',
    );
    expect(chat.prompt().options?.map((option) => option.value)).toEqual(['whole', 'human', 'no']);
  });

  it('a person: the handoff carries the item to cancel on the escalation card', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('KF10020006到哪了');
    await chat.say('我只想取消平板');
    await chat.reply({ action: 'answer', value: 'human' });
    const [handoff] = chat.handoffs();
    expect(handoff?.request).toMatchObject({ workflow: 'cancel_order', orderId: 'KF10020006' });
    expect(JSON.stringify(handoff?.request?.rows)).toContain('Pad SE');
  });

  it('the whole order: its reason is asked next, as for any cancellation', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('where is KF10020006?');
    await chat.say('I only want to cancel the Pad SE');
    expect(chat.prompt().prompt).toBe(
      'Order KF10020006 can only be cancelled as a whole here, not just the Pad SE. Cancel the whole order (Enco Free4, Pad SE), or pass cancelling just the Pad SE to a human agent?',
    );
    await chat.reply({ action: 'answer', value: 'whole' });
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('Why are you cancelling it?');
  });
});
