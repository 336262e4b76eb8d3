import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadEvent } from '@kefu/protocol';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab, type Conversation } from './order-change-harness.js';
import { onToConfirmation } from './support/on-to-confirmation.js';

// At the step of a return or an exchange that asks for photos, a shopper who typed what is wrong instead ("屏幕左上角
//有亮点", "the seam split after one wash") was refused: "请上传照片，或选择「跳过」。" / "Please upload photos or choose
// "skip"." — the description lost, the same prompt asked again. A service desk writes it on the request. Built: the
// return and exchange writes take an optional `note` (1–200 characters, checked by their schema); the photo step keeps
// text typed there as that note (photos and "skip" as before), the confirmation and the receipt show it, and a
// description longer than the note holds is asked again shorter rather than cut. A repair's photo step keeps it the
// same way, beside the issue its form asked for. Demo shop: c_1001's KF10010001 is a delivered Find X9; threadline: cus-emma's TL-10231 a delivered
// Linen Shirt and two tees.
let demo: { server: KefuServer; url: string };
let threadline: { server: KefuServer; url: string };
beforeAll(async () => {
  [demo, threadline] = await Promise.all([serveKefu(undefined), serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline })]);
});
afterAll(async () => Promise.all([demo?.server.close(), threadline?.server.close()]));

const receiptOf = (events: ThreadEvent[]) =>
  events.flatMap((event) => (event.event === 'message:done' ? (event.data.message.parts ?? []) : [])).find((part) => part.type === 'receipt');
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));

describe('a description typed at the photo step is kept with the request', () => {
  it('en exchange of the linen shirt: "the seam split after one wash" → Note, then what to exchange for', async () => {
    const chat = await shopperTab(threadline.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange the linen shirt from TL-10231');
    await chat.say('Faulty');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'exchange', step: 3 } });
    await chat.say('the seam split after one wash');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 4 } });
    expect(await onToConfirmation(chat)).toMatchObject({ Order: 'TL-10231', Reason: 'Faulty', Note: 'the seam split after one wash' });
    const receipt = receiptOf(await chat.say('confirm'));
    expect(receipt?.type === 'receipt' && receipt.fields).toContainEqual({ label: 'Note', value: 'the seam split after one wash' });
    chat.close();
  });

  it('"skip" still skips: no note on the confirmation', async () => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to return KF10010001');
    await chat.say('Faulty');
    await chat.say('skip');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    expect(Object.keys(rows(chat))).not.toContain('Note');
    chat.close();
  });

  it('a description longer than a note holds is asked again, shorter, not cut', async () => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1001' });
    await chat.say('我要退货 KF10010001');
    await chat.say('质量问题');
    await chat.say('屏幕左上角有亮点，'.repeat(30));
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    expect(chat.prompt().error).toContain('200');
    chat.close();
  });

  it('zh-CN repair of the X9: text at its photo step is its note too', async () => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1001' });
    await chat.say('我的X9要维修 KF10010001');
    for (let step = 0; step < 4 && chat.prompt().kind !== 'upload'; step++) {
      const prompt = chat.prompt();
      if (prompt.kind === 'choice') await chat.reply({ action: 'answer', value: prompt.options![0]!.value });
      else if (prompt.kind === 'form') await chat.say('屏幕闪烁');
      else break;
    }
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'repair', step: 3 } });
    await chat.say('开机后左上角有亮点');
    expect(chat.prompt().error).toBeUndefined();
    expect(await onToConfirmation(chat)).toMatchObject({ 补充说明: '开机后左上角有亮点' });
    chat.close();
  });

  // Last of the demo's: the return it submits is the X9 order's one open request.
  it('zh-CN return of the X9: "屏幕左上角有亮点" → 补充说明 on the confirmation and the receipt', async () => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1001' });
    await chat.say('我要退货 KF10010001');
    await chat.say('质量问题');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    await chat.say('屏幕左上角有亮点');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return', step: 4 } });
    expect(rows(chat)).toMatchObject({ 订单号: 'KF10010001', 原因: '质量问题', 补充说明: '屏幕左上角有亮点' });
    const receipt = receiptOf(await chat.say('确认'));
    expect(receipt).toMatchObject({ kind: 'return' });
    expect(receipt?.type === 'receipt' && receipt.fields).toContainEqual({ label: '补充说明', value: '屏幕左上角有亮点' });
    chat.close();
  });
});
