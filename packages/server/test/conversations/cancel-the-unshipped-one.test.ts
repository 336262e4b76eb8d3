import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Right after the shipped Find X8's tracking, "算了我想取消那个还没发货的" answered "KF10010003（Find X8）当前状态：已发货"
// (a status lookup: the words 发货 and no "订单"), and "cancel the one that has not shipped yet" the same in English; with
// the word cancel understood, "那个" / "the one" then took the order just shown, the one that HAS shipped, and refused to
// cancel it. Built: cancelling an order described by its state is a cancellation (intent-keywords.ts), and an order
// described by a state the order in focus is not in is the shopper's one order in that state, or a choice among those
// that can be cancelled (dialogue/resolve-references.ts ordersInStateNamed).
// shops/demo c_1001: KF10010007 pending payment, KF10010004 paid, KF10010003 shipped; c_1002: KF10020006 paid,
// KF10020003 shipped.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('cancel the order that has not shipped, right after one that has (rules path, demo, signed in)', () => {
  it.each([
    ['zh-CN', '我的订单到哪了', '算了我想取消那个还没发货的'],
    ['en', 'where is my order?', 'cancel the one that has not shipped yet'],
  ] as const)('%s c_1001 "%s" → "%s": a choice of the two not shipped, not the shipped KF10010003', async (locale, lookup, cancel) => {
    const chat = await open({ customerId: 'c_1001', locale });
    await chat.say(lookup);
    expect(chat.lastAnswer().text).toContain('KF10010003');
    await chat.say(cancel);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 1 } });
    expect(chat.prompt().options?.map((option) => option.value)).toEqual(['KF10010007', 'KF10010004']);
  });

  it('zh-CN c_1002 "我的订单到哪了" → "取消还没发货的那个": its one paid order, KF10020006, and its reason asked', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('我的订单到哪了');
    expect(chat.lastAnswer().text).toContain('KF10020003');
    await chat.say('取消还没发货的那个');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toBe('订单 KF10020006 尚未发货，可以取消。请选择取消原因：');
  });

  it('"那个能取消吗" right after the shipped order still asks of that order (guard)', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我的订单到哪了');
    await chat.say('那个能取消吗');
    expect(chat.prompt().prompt).toContain('订单 KF10010003 已发货，无法直接取消');
  });
});
