import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "can I return my dress?" (cus-emma on threadline, TL-10251 a Wrap Dress not shipped yet) is answered "Order TL-10251
// has not shipped yet …; you can cancel the order instead". Then "ok cancel it then" / "那取消吧" asked "Which order is
// this cancellation for?" with that one order to pick. Built: a refusal that speaks of one order puts it in focus
// (WorkflowOutcome.orderNamed), so the cancellation goes straight to that order's reason (step 2), named in it.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('"cancel it then" right after a return refused for one order not shipped is that order\'s cancellation', () => {
  it.each([
    ['en', 'can I return my dress?', 'ok cancel it then', 'Order TL-10251 has not shipped yet and can be cancelled. Why are you cancelling it?'],
    ['zh-CN', '这条裙子能退吗', '那取消吧', '订单 TL-10251 尚未发货，可以取消。请选择取消原因：'],
  ] as const)('%s "%s" → "%s"', async (locale, asked, then, reason) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    await chat.say(asked);
    await chat.say(then);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 }, prompt: reason });
  });
});
