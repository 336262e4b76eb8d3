import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { systemClock } from '../../src/ports/clock.js';
import { SHOPS } from './focus-support.js';
import { kefuForFile, serveKefu, shopperTab, type Conversation } from './order-change-harness.js';

// "I don't want it anymore" / "不想要了" after looking up a paid order opened its cancellation and then asked "Why are
// you cancelling it?" — the shopper had just said why. "I ordered the wrong size, cancel it" was asked the same. A human
// agent takes the reason from what was said. Built: the words that start a workflow stay with it, and a step whose
// answer they already give (the cancel reason: changed my mind, the wrong item…) is answered from them, so the next
// prompt is the confirmation with that reason on it. "cancel TL-10251" gives no reason: it is still asked.
// shops/demo c_1001: KF10010004 paid; shops/threadline cus-emma: TL-10251 paid (Wrap Dress).
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));
const reasonRow = (chat: Conversation) => chat.prompt().summary?.find((row) => /原因|reason/i.test(row.label))?.value;

describe('a cancel reason said with the request is not asked again (rules path, demo, signed in)', () => {
  it('"我拍错了，取消KF10010004": the confirmation, reason 拍错了 / 买错了', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我拍错了，取消KF10010004');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(reasonRow(chat)).toBe('拍错了 / 买错了');
  });

  it('"取消订单KF10010004" gives no reason: the reason is asked', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('取消订单KF10010004');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('请选择取消原因');
  });
  it('"KF10010004到哪了" → "不想要了": the confirmation, reason 不想要了; confirming submits it (last: it cancels the order)', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010004到哪了');
    await chat.say('不想要了');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(reasonRow(chat)).toBe('不想要了');
    await chat.say('确认');
    expect(chat.lastAnswer().text).toContain('取消订单申请已提交');
  });
});

describe('a cancel reason said with the request is not asked again (threadline, en)', () => {
  let served: { server: KefuServer; url: string };
  const tabs: Conversation[] = [];
  beforeAll(async () => {
    served = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
  });
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await served.server.close();
  });
  const emma = async () => {
    const tab = await shopperTab(served.url, { customerId: 'cus-emma', locale: 'en' });
    tabs.push(tab);
    return tab;
  };

  it.each(["I don't want it anymore", 'I dont want it anymore'])('"where is TL-10251?" → "%s": the confirmation, reason Changed my mind', async (said) => {
    const chat = await emma();
    await chat.say('where is TL-10251?');
    await chat.say(said);
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(JSON.stringify(chat.prompt().summary)).toContain('TL-10251');
    expect(reasonRow(chat)).toBe('Changed my mind');
  });

  it('"I ordered the wrong size, cancel it" after the lookup: the confirmation, reason Ordered the wrong item', async () => {
    const chat = await emma();
    await chat.say('where is TL-10251?');
    await chat.say('I ordered the wrong size, cancel it');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(reasonRow(chat)).toBe('Ordered the wrong item');
  });

  it('"cancel TL-10251" gives no reason: "Why are you cancelling it?" is asked', async () => {
    const chat = await emma();
    await chat.say('cancel TL-10251');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain('Why are you cancelling it?');
  });
});
