import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A return, exchange or repair given up for another of them part-way ("不退了，换一个" at the photo step, "actually,
// exchange it instead" at the confirmation, "还是退货吧" at "what would you like instead?") started the new one from
// its reason: the item of a multi-item order was asked again, the reason and the description typed were gone, the
// photo step came back, and a repair's form was empty although the fault had been told. Built: the new request keeps
// the order, the item picked, the photos step answered and the shopper's words (the note; a repair's description),
// and its reason where the words or the reason picked give one it offers. Demo shop: c_1001's KF10010001 is a
// delivered Find X9; threadline: cus-emma's TL-10231 a delivered Linen Shirt (M / White / Regular) and two tees.
const demo = kefuForFile(undefined);
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));

describe('a change of mind between return, exchange and repair keeps what was said', () => {
  it('zh-CN return → "不退了，换一个" at the photo step: the exchange keeps 质量问题 and the note', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要退货 KF10010001');
    await chat.say('屏幕有划痕');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    await chat.say('不退了，换一个');
    expect(chat.lastAnswer().text).toBe('好的，退货申请已放弃（未提交），现在为您改办换货，刚才填写的信息沿用。');
    // The reason is kept: the photo step the return was at comes next.
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'exchange', step: 3 } });
    await chat.say('跳过');
    await chat.say('同款');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'exchange' } });
    expect(rows(chat)).toMatchObject({ 订单号: 'KF10010001', 原因: '质量问题', 补充说明: '屏幕有划痕' });
  });

  it('en return of the linen shirt → "actually, exchange it instead" at the confirmation: item, size reason and note kept', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return the linen shirt from TL-10231');
    await chat.say('it is too small');
    await chat.say('skip');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return' } });
    // Nothing is lost and the shirt is known: switched at once (switch-at-once.test.ts).
    await chat.say('actually, exchange it instead');
    // Not "which item?", "why?" or the photos again: what to exchange the shirt for.
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 4 } });
    expect(chat.prompt().options?.[0]?.label).toBe('A new one of the same (Linen Shirt M / White / Regular)');
    await chat.reply({ action: 'answer', value: chat.prompt().options![1]!.value });
    expect(rows(chat)).toMatchObject({ Items: 'Linen Shirt (M / White / Regular) × 1', Reason: 'Wrong size, colour or version', Note: 'it is too small' });
  });

  it('en return → "can you repair it instead?": the repair form holds the fault told', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to return KF10010001');
    await chat.say('it keeps restarting');
    await chat.say('actually can you repair it instead?');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    expect(chat.prompt().fields?.find((field) => field.name === 'issue')?.defaultValue).toBe('it keeps restarting');
  });

  it('zh-CN exchange → "还是退货吧" at what to exchange for: the return goes straight to its confirmation', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要换货 KF10010001');
    await chat.say('质量问题');
    await chat.say('跳过');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 4 } });
    await chat.say('还是退货吧');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return' } });
    expect(rows(chat)).toMatchObject({ 订单号: 'KF10010001', 原因: '质量问题' });
    // The photo step passed over for what was said to the exchange can still be gone back to.
    await chat.say('照片改一下');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
  });

  it('zh-CN repair → "我不想修了，直接换新的吧" at the repair type: the exchange keeps the fault as its reason and note', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要维修 KF10010001');
    await chat.reply({ action: 'submit', values: { issue: '老是自动重启', damage: 'none' } });
    await chat.say('跳过');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'repair', step: 4 } });
    await chat.say('我不想修了，直接换新的吧');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 4 } });
    await chat.say('同款');
    expect(rows(chat)).toMatchObject({ 原因: '质量问题', 补充说明: '老是自动重启' });
  });
});
