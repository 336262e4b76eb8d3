import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// "KF10010004不要了" started the cancellation of that order, but "I don't want KF10010004 anymore" and "I don't
// want the Pad SE from KF10020006 anymore" answered only the order's status: English had no cue for an order named
// as no longer wanted. Built: "don't want / no longer need … <order> … anymore" is its cancellation, as in Chinese (an
// item named is kept: only the whole order can be cancelled here); "I don't want to wait anymore" is not.
// Then: with the order named first and the wanting after it, "KF10010004, I don't want it anymore" answered the order's
// status only and "KF10010004不想要了" refused a return ("还未发货，不能申请退货"); now both cancel a paid order, as
// "cancel KF10010004" does, and a delivered one named so ("KF10010001不想要了") is still its return.
// shops/demo: c_1001's KF10010004 is paid (Pad 3), KF10010003 shipped; c_1002's KF10020006 is paid (Enco Free4, Pad SE).
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('an order named as no longer wanted (rules path, demo, signed in)', () => {
  it('"I don\'t want KF10010004 anymore", "KF10010004不要了": the cancellation of KF10010004', async () => {
    for (const [locale, said, named] of [
      ['en', "I don't want KF10010004 anymore", 'KF10010004'],
      ['zh-CN', 'KF10010004不要了', 'KF10010004'],
    ] as const) {
      const chat = await open({ customerId: 'c_1001', locale });
      await chat.say(said);
      expect(chat.prompt().workflow?.name, said).toBe('cancel_order');
      expect(JSON.stringify(chat.prompt()), said).toContain(named);
    }
  });

  it('"KF10010004, I don\'t want it anymore", "KF10010004不想要了": the order named first, then not wanted', async () => {
    for (const [locale, said] of [
      ['en', "KF10010004, I don't want it anymore"],
      ['zh-CN', 'KF10010004不想要了'],
      ['zh-CN', 'KF10010004，我不需要了'],
    ] as const) {
      const chat = await open({ customerId: 'c_1001', locale });
      await chat.say(said);
      expect(chat.prompt().workflow?.name, said).toBe('cancel_order');
      expect(JSON.stringify(chat.prompt()), said).toContain('KF10010004');
    }
    const delivered = await open({ customerId: 'c_1001', locale: 'zh-CN' });
    await delivered.say('KF10010001不想要了');
    expect(delivered.prompt().workflow?.name).toBe('return');
  });

  it('"I don\'t want the Pad SE from KF10020006 anymore": that item\'s cancellation, which only the whole order allows here', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say("I don't want the Pad SE from KF10020006 anymore");
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toBe(
      'Order KF10020006 can only be cancelled as a whole here, not just the Pad SE. Cancel the whole order (Enco Free4, Pad SE), or pass cancelling just the Pad SE to a human agent?',
    );
  });

  it('"I don\'t want to wait anymore, where is KF10010003?": where the order is, nothing cancelled', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say("I don't want to wait anymore, where is KF10010003?");
    expect(chat.client.rendered.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().text).toContain('Order KF10010003 (Find X8) is shipped');
  });
});
