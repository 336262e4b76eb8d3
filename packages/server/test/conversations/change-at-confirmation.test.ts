import { describe, expect, it } from 'vitest';
import { kefuForFile } from './order-change-harness.js';

// At the confirmation of a return, "改一下原因" and "I'd like to change the reason" got "请回复「确认」提交，或「取消」
// 放弃。" / "Please reply "confirm" to submit or "cancel" to stop.", and "can I change the reason?" was answered as a
// side question: only the widget's "change something" button went back. Built: words that ask to change something,
// typed at a confirmation, are that button with those words, so the step they name opens again (the reason here) and
// the confirmation comes back with the new answer. Demo shop: c_1001's KF10010001 is a delivered Find X9.
const demo = kefuForFile(undefined);

describe('a change asked for in words at the confirmation goes back to the step it names', () => {
  it.each([
    ['zh-CN', '改一下原因', '不想要了', '不想要了（七天无理由）'],
    ['zh-CN', '原因选错了', '不想要了', '不想要了（七天无理由）'],
    ['en', "I'd like to change the reason", 'Not as described', 'Not as described'],
    ['en', 'can I change the reason?', 'Not as described', 'Not as described'],
  ] as const)('%s "%s" → the reason asked again, then the confirmation with the new one', async (locale, change, reason, shown) => {
    const chat = await demo.open({ customerId: 'c_1001', locale });
    await chat.say(locale === 'en' ? 'I want to return KF10010001' : '我要退货 KF10010001');
    await chat.say(locale === 'en' ? 'Faulty' : '质量问题');
    await chat.say(locale === 'en' ? 'skip' : '跳过');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return' } });
    await chat.say(change);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await chat.say(reason);
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return' } });
    expect(chat.prompt().summary?.find((row) => /原因|Reason/.test(row.label))?.value).toBe(shown);
  });
});
