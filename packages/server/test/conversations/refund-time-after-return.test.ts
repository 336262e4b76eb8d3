import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// Right after a return went in (cus-emma on threadline, the Linen Shirt of TL-10231), "how long will it take?" / "要多久"
// gave the order's status only ("the Linen Shirt is being returned (return R…, refund in progress)"): never how long.
// Built: after the status, the refund timing as the shop's own returns article states it (its fact line, found as a
// guest's "how long do refunds take?" is) and the date its days come to if the return reached the shop today, each
// span's longest in turn (2 + 5 business days, weekends skipped, in the shop's time zone) — no number from the code.
// Requests live in the server's memory: one server per case.
const cases = [
  {
    locale: 'en' as const,
    steps: ['I want to return the shirt from TL-10231', 'too small', 'skip', 'yes'],
    asked: 'how long will it take?',
    policy: 'Refund timing: we inspect returns within 2 business days of arrival; your bank then takes 3–5 business days to show the refund.',
    date: /^ If your return reached us today, that would be by (Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2} \(up to 7 business days\)\.$/,
  },
  {
    locale: 'zh-CN' as const,
    steps: ['我要退 TL-10231 的衬衫', '太小了', '跳过', '确认'],
    asked: '要多久',
    policy: '退款时间：收到退货后 2 个工作日内完成检验，银行到账一般还需 3–5 个工作日。',
    date: /^如果退货今天寄达，最晚约 \d{1,2}月\d{1,2}日周[一二三四五] 前退回（最多 7 个工作日）。$/,
  },
  // "when do I get my money back?" asked when in words the progress question did not know ("when will" only): the
  // refund's status alone, never its time. Now any words the refund questions read as its timing (asksRefundTiming).
  {
    locale: 'en' as const,
    steps: ['I want to return the shirt from TL-10231', 'too small', 'skip', 'yes'],
    asked: 'when do I get my money back?',
    policy: 'Refund timing: we inspect returns within 2 business days of arrival; your bank then takes 3–5 business days to show the refund.',
    date: /^ If your return reached us today, that would be by (Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2} \(up to 7 business days\)\.$/,
  },
  {
    locale: 'en' as const,
    steps: ['I want to return the shirt from TL-10231', 'too small', 'skip', 'yes'],
    asked: 'when does my refund arrive?',
    policy: 'Refund timing: we inspect returns within 2 business days of arrival; your bank then takes 3–5 business days to show the refund.',
    date: /^ If your return reached us today, that would be by (Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2} \(up to 7 business days\)\.$/,
  },
  {
    locale: 'zh-CN' as const,
    steps: ['我要退 TL-10231 的衬衫', '太小了', '跳过', '确认'],
    asked: '退的钱啥时候到账',
    policy: '退款时间：收到退货后 2 个工作日内完成检验，银行到账一般还需 3–5 个工作日。',
    date: /^如果退货今天寄达，最晚约 \d{1,2}月\d{1,2}日周[一二三四五] 前退回（最多 7 个工作日）。$/,
  },
];
const servers = cases.map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }));
const requestOf = (chat: Conversation) => /\bR[A-Z]?\d+/.exec(chat.lastAnswer().text)![0];

describe('"how long will it take?" right after a return went in: the status, the policy\'s refund time and its date', () => {
  cases.forEach(({ locale, steps, asked, policy, date }, i) => {
    it(`${locale} "${asked}"`, async () => {
      const chat = await servers[i]!.open({ customerId: 'cus-emma', locale });
      for (const said of steps) await chat.say(said);
      const request = requestOf(chat);
      await chat.say(asked);
      const [status, timing, ...rest] = chat.lastAnswer().text.split('\n');
      expect(status).toContain(request);
      expect(rest).toEqual([]);
      expect(timing?.startsWith(policy)).toBe(true);
      expect(timing!.slice(policy.length)).toMatch(date);
    });
  });
});
