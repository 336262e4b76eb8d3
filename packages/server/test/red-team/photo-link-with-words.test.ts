import { describe, expect, it } from 'vitest';
import { recordingShop } from './recording-shop.js';
import { SHOPS } from '../conversations/focus-support.js';
import { kefuForFile, type Conversation } from '../conversations/order-change-harness.js';
import { onToConfirmation } from '../conversations/support/on-to-confirmation.js';

// At the photo step of a return, exchange or repair, a message holding a link was taken whole as the photos: the
// link went to the merchant's write as a photo and every other word was dropped. "屏幕左上角有亮点，照片：
// https://img.example.com/x9.jpg。" was submitted as photos ["https://img.example.com/x9.jpg。"] (the full stop
// inside the link) with no note, and "the seam split after one wash, see https://img.example.com/seam.jpg" lost
// what was wrong. The link is now the photo without the punctuation that closed the sentence, and the words around
// it are the request's note, as words typed alone are (description-at-photo-step.test.ts).

const demoShop = recordingShop();
const threadlineShop = recordingShop(SHOPS.threadline);
const demo = kefuForFile(demoShop.commerce);
const threadline = kefuForFile(threadlineShop.commerce, { KEFU_SHOP_DIR: SHOPS.threadline });
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));

describe('words typed with a photo link at the photo step are kept as the note', () => {
  // First: it submits nothing, so KF10010001 has no open return yet.
  it('a link alone is the photo, no note', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to return KF10010001');
    await chat.say('Faulty');
    await chat.say('https://img.example.com/x9.jpg');
    const shown = await onToConfirmation(chat);
    expect(shown).toMatchObject({ Photos: '1 photo(s)' });
    expect(Object.keys(shown)).not.toContain('Note');
  });

  it('zh-CN return of KF10010001: "屏幕左上角有亮点，照片：https://…/x9.jpg。" → 1 photo without the 。, 补充说明 the words', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要退货 KF10010001');
    await chat.say('质量问题');
    await chat.say('屏幕左上角有亮点，照片：https://img.example.com/x9.jpg。');
    expect(rows(chat)).toMatchObject({ 订单号: 'KF10010001', 原因: '质量问题', 照片: '1 张', 补充说明: '屏幕左上角有亮点，照片' });
    await chat.say('确认');
    expect(demoShop.writes.at(-1)).toMatchObject({
      kind: 'return',
      orderId: 'KF10010001',
      details: { photos: ['https://img.example.com/x9.jpg'], note: '屏幕左上角有亮点，照片' },
    });
  });

  it('en exchange of the linen shirt: "the seam split after one wash, see https://…/seam.jpg" → 1 photo, Note the words', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange the linen shirt from TL-10231');
    await chat.say('Faulty');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'exchange' } });
    await chat.say('the seam split after one wash, see https://img.example.com/seam.jpg');
    expect(await onToConfirmation(chat)).toMatchObject({ Reason: 'Faulty', Photos: '1 photo(s)', Note: 'the seam split after one wash, see' });
    await chat.say('confirm');
    expect(threadlineShop.writes.at(-1)).toMatchObject({
      kind: 'exchange',
      details: { photos: ['https://img.example.com/seam.jpg'], note: 'the seam split after one wash, see' },
    });
  });
});
