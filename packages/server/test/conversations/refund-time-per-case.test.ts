import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A refund time given per case ("a refund to a card shows within 3–5 business days, or within 7 days to other payment
// methods"), asked right after a return went in ("how long will it take?", "要多久"), added the cases together as if one
// came after the other: "…that would be by <date> (up to 12 business days)", a date neither case reaches. Built: a
// policy sentence read step by step (";", "then", "；", "然后" part the steps, which follow one another and add up), and
// the spans one step gives are its cases, each with its own date: "…that would be by <date> (up to 5 business days) or
// by <date> (up to 7 days), as the policy says for each case." A copy of shops/threadline whose returns article (en and
// zh-CN) says so; the steps of threadline's own article (2, then 3–5 business days) still add up to 7
// (refund-time-after-return.test.ts). Requests live in the server's memory: one server per case.
const dir = tempDir('refund-time-per-case');
const copy = join(dir.path, 'threadline');
cpSync(SHOPS.threadline, copy, { recursive: true });
const rewrite = (path: string, from: string, to: string) => {
  const text = readFileSync(join(copy, path), 'utf8');
  if (!text.includes(from)) throw new Error(`${path} no longer says: ${from}`);
  writeFileSync(join(copy, path), text.replace(from, to));
};
const EN = 'Refund timing: a refund to a card shows within 3–5 business days, or within 7 days to other payment methods.';
const ZH = '退款时间：退回银行卡 3–5 个工作日到账，退回其他支付方式 7 天内到账。';
rewrite(
  'knowledge/en/returns.md',
  '**Refund timing:** we inspect returns within 2 business days of arrival; your bank then takes 3–5 business days to show the refund.',
  '**Refund timing:** a refund to a card shows within 3–5 business days, or within 7 days to other payment methods.',
);
rewrite(
  'knowledge/zh-CN/returns.md',
  '**退款时间：**收到退货后 2 个工作日内完成检验，银行到账一般还需 3–5 个工作日。',
  '**退款时间：**退回银行卡 3–5 个工作日到账，退回其他支付方式 7 天内到账。',
);
afterAll(() => dir.remove());

const cases = [
  {
    locale: 'en' as const,
    steps: ['I want to return the shirt from TL-10231', 'too small', 'skip', 'yes'],
    asked: 'how long will it take?',
    policy: EN,
    date: /^ If your return reached us today, that would be by (Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2} \(up to 5 business days\) or by \w{3} \d{1,2} [A-Z][a-z]{2} \(up to 7 days\), as the policy says for each case\.$/,
  },
  {
    locale: 'zh-CN' as const,
    steps: ['我要退 TL-10231 的衬衫', '太小了', '跳过', '确认'],
    asked: '要多久',
    policy: ZH,
    date: /^如果退货今天寄达，按上面所说的不同情况，最晚约 \d{1,2}月\d{1,2}日周[一二三四五]（最多 5 个工作日）或 \d{1,2}月\d{1,2}日周.（最多 7 天）前退回。$/,
  },
];
const servers = cases.map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: copy }));
const requestOf = (chat: Conversation) => /\bR[A-Z]?\d+/.exec(chat.lastAnswer().text)![0];

describe('a refund time given per case: a date for each case, not their sum', () => {
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
      expect(timing).not.toMatch(/12 business days|12 个工作日/);
    });
  });
});
