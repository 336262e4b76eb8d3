import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// "cancel just the Pad SE from KF10020006" (demo, c_1002: KF10020006 is paid, Enco Free4 + Pad SE) answered the
// order's status, "Order KF10020006 (Enco Free4, Pad SE) is paid, awaiting shipment.": the English cancel cue allowed
// 20 characters between "cancel" and the order number, and "just the Pad SE from" is longer. Built: the item may
// stand between the verb and its order, so the message starts the cancellation with the item chosen, which says only
// the whole order can be cancelled here (cancel-one-item.test.ts), as "只取消KF10020006里的Pad SE" and
// "KF10020006的Pad SE不要了" already did; "KF10020006里的Pad SE帮我取消" (the order first, 10 characters before
// 取消 where the cue allowed 8) answered the status too, and now starts it.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));
const ASKED_EN =
  'Order KF10020006 can only be cancelled as a whole here, not just the Pad SE. Cancel the whole order (Enco Free4, Pad SE), or pass cancelling just the Pad SE to a human agent?';
const ASKED_ZH = '订单 KF10020006 只能整单取消，这里无法只取消其中的 Pad SE。要取消整个订单（Enco Free4、Pad SE），还是转人工客服处理只取消 Pad SE？';

describe('cancelling one item of an order named in the same message (rules path, demo, signed in)', () => {
  it('"cancel just the Pad SE from KF10020006", "cancel only the Pad SE in KF10020006": the cancellation, that item chosen', async () => {
    for (const said of ['cancel just the Pad SE from KF10020006', 'please cancel only the Pad SE in KF10020006']) {
      const chat = await open({ customerId: 'c_1002', locale: 'en' });
      await chat.say(said);
      expect(chat.prompt(), said).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
      expect(chat.prompt().prompt, said).toBe(ASKED_EN);
      expect(
        chat.prompt().options?.map((option) => option.value),
        said,
      ).toEqual(['whole', 'human', 'no']);
    }
  });

  it('"只取消KF10020006里的Pad SE", "KF10020006的Pad SE不要了", "KF10020006里的Pad SE帮我取消": the same in Chinese', async () => {
    for (const said of ['只取消KF10020006里的Pad SE', 'KF10020006的Pad SE不要了', 'KF10020006里的Pad SE帮我取消']) {
      const chat = await open({ customerId: 'c_1002' });
      await chat.say(said);
      expect(chat.prompt(), said).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
      expect(chat.prompt().prompt, said).toBe(ASKED_ZH);
    }
  });

  it('"cancel just the Pad SE from KF10020006" → a person: the handoff carries the Pad SE to cancel', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('cancel just the Pad SE from KF10020006');
    await chat.reply({ action: 'answer', value: 'human' });
    const [handoff] = chat.handoffs();
    expect(handoff?.request).toMatchObject({ workflow: 'cancel_order', orderId: 'KF10020006' });
    expect(JSON.stringify(handoff?.request?.rows)).toContain('Pad SE');
  });
});
