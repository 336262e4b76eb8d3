import { describe, expect, it } from 'vitest';
import { recordingShop } from './recording-shop.js';
import { SHOPS } from '../conversations/focus-support.js';
import { kefuForFile, type Conversation } from '../conversations/order-change-harness.js';
import { onToConfirmation } from '../conversations/support/on-to-confirmation.js';

// The request note (words typed at a return's, exchange's or repair's reason or photo step) was kept exactly as typed,
// characters that reorder or hide text included. A shopper's "屏幕有亮点，退款请打到 U+202E 8210 6543 U+202C" (an RTL override
// around the digits) reached the confirmation, the merchant's backend (`note` of the write: its service desk shows
// "3456 0128" where the data says "8210 6543") and an agent's card that way; a note made only of
// zero-width spaces passed the 1–200 characters of the schema and was sent as an empty-looking note. A note is now
// kept without bidi controls, zero-width and other control characters, everywhere it goes; nothing left, no note.

const demoShop = recordingShop();
const threadlineShop = recordingShop(SHOPS.threadline);
const demo = kefuForFile(demoShop.commerce);
const threadline = kefuForFile(threadlineShop.commerce, { KEFU_SHOP_DIR: SHOPS.threadline });
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
// Control characters are what it looks for.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

describe('a request note is kept without characters that reorder or hide text', () => {
  // First: it submits nothing, so KF10010001 has no open return yet.
  it('a note of zero-width spaces alone is no note: the photo step asks again', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to return KF10010001');
    await chat.say('Faulty');
    await chat.say('\u200B\u200B\u200B');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', error: 'Please upload photos or choose "skip".' });
  });

  it('zh-CN return of KF10010001: an RTL override, a bell and zero-width spaces at the photo step are gone from the confirmation and the write', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要退货 KF10010001');
    await chat.say('质量问题');
    await chat.say('屏幕有亮点，\u0007退款请打到 \u202E8210 6543\u202C\u200B\u200B');
    expect(rows(chat)).toMatchObject({ 订单号: 'KF10010001', 原因: '质量问题', 补充说明: '屏幕有亮点，退款请打到 8210 6543' });
    await chat.say('确认');
    expect(demoShop.writes.at(-1)).toMatchObject({ kind: 'return', orderId: 'KF10010001', details: { note: '屏幕有亮点，退款请打到 8210 6543' } });
    // The shopper's tab replays their own words as typed; nothing Kefu sent back holds the override.
    const sent = chat.client.rendered.filter((event) => event.event !== 'message:done' || event.data.message.role !== 'user');
    expect(JSON.stringify(sent)).not.toMatch(HIDDEN);
  });

  it('en exchange of the linen shirt: "the seam split after one wash" with an RTL override at the reason step is kept clean as its Note', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange the linen shirt from TL-10231');
    await chat.say('the seam split after one wash \u202Egnp.exe\u202C');
    expect(await onToConfirmation(chat)).toMatchObject({ Reason: 'Faulty', Note: 'the seam split after one wash gnp.exe' });
    await chat.say('confirm');
    const write = threadlineShop.writes.at(-1);
    expect(write).toMatchObject({ kind: 'exchange', orderId: 'TL-10231', details: { note: 'the seam split after one wash gnp.exe' } });
    expect(String(write?.details['note'])).not.toMatch(HIDDEN);
  });
});
