import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A reason typed as a description at the reason prompt of a return or an exchange ("其实是质量问题，屏幕有亮点",
// "the seam split after one wash") picked the reason (reason-in-own-words) and dropped the rest: the request said
// "质量问题" / "Faulty" and nothing of what was wrong. Built: words at the reason prompt that say more than an option's
// name are kept as the request's note (as at the photo step, description-at-photo-step), and more typed at the photo
// step is added to it. An option's name ("质量问题", "Faulty", "2") leaves no note. Demo shop: c_1001's KF10010001 is
// a delivered Find X9; threadline: cus-emma's TL-10231 a delivered Linen Shirt and two tees.
const demo = kefuForFile(undefined);
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));

describe('a description typed at the reason prompt is kept as the note', () => {
  it('zh-CN return: "其实是质量问题，屏幕有亮点" → 质量问题, 补充说明 the words', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要退货 KF10010001');
    await chat.say('其实是质量问题，屏幕有亮点');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    await chat.say('跳过');
    expect(rows(chat)).toMatchObject({ 原因: '质量问题', 补充说明: '其实是质量问题，屏幕有亮点' });
  });

  it('zh-CN return: "屏幕有划痕", then "左上角" at the photo step → both in the note', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要退货 KF10010001');
    await chat.say('屏幕有划痕');
    await chat.say('在左上角');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    expect(rows(chat)).toMatchObject({ 原因: '质量问题', 补充说明: '屏幕有划痕；在左上角' });
  });

  it('en exchange: "the seam split after one wash" → Faulty, Note the words', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange the linen shirt from TL-10231');
    await chat.say('the seam split after one wash');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'exchange', step: 3 } });
    await chat.say('skip');
    await chat.reply({ action: 'answer', value: chat.prompt().options![0]!.value });
    expect(rows(chat)).toMatchObject({ Reason: 'Faulty', Note: 'the seam split after one wash' });
  });

  it.each([
    ['zh-CN', '质量问题'],
    ['en', 'Faulty'],
    ['en', '2'],
  ] as const)('%s "%s" names an option: no note', async (locale, said) => {
    const chat = await demo.open({ customerId: 'c_1001', locale });
    await chat.say(locale === 'en' ? 'I want to return KF10010001' : '我要退货 KF10010001');
    await chat.say(said);
    await chat.say(locale === 'en' ? 'skip' : '跳过');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    expect(Object.keys(rows(chat)).filter((label) => label === 'Note' || label === '补充说明')).toEqual([]);
  });
});
