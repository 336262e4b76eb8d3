import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// Right after a return went in, "what is the status of it?" / "它现在什么状态" named that return, but the same question
// without "it" / "它" did not: "how long will it take?", "现在什么状态", "处理到哪一步了" got "Sorry, I could not find
// anything on that." (zh 抱歉，我暂时没有找到相关说明), "进度怎么样了" got "抱歉，我没太理解您的意思", and "what's the
// status?" listed four shirts in size S (the "s" of "what's"). Built: right after a return, exchange or repair went
// in, a question of progress, state or how long that names no order or product is that order's status, which names
// the request. Threadline: cus-emma's TL-10231 is a delivered Linen Shirt and two tees. Requests live in the server's
// memory: one server per case.
const asked = ['how long will it take?', "what's the status?", '现在什么状态', '进度怎么样了', '处理到哪一步了'];
const servers = asked.map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }));
const requestOf = (chat: Conversation) => /\bR[A-Z]?\d+/.exec(chat.lastAnswer().text)![0];
const RETURN_EN = ['I want to return the shirt from TL-10231', 'too small', 'skip', 'yes'];
const RETURN_ZH = ['我要退 TL-10231 的衬衫', '太小了', '跳过', '确认'];
const statusEn = (request: string) =>
  `Order TL-10231 (Linen Shirt, Essential Crew Tee ×2): the Linen Shirt is being returned (return ${request}, refund in progress); the Essential Crew Tee ×2 is delivered.`;
const statusZh = (request: string) =>
  `订单 TL-10231（Linen Shirt、Essential Crew Tee ×2）：Linen Shirt 退货中（退货单 ${request}，退款处理中），Essential Crew Tee ×2 已签收。`;

describe("a progress question right after a return went in is that return's order status", () => {
  asked.forEach((words, i) => {
    const zh = /\p{Script=Han}/u.test(words);
    it(`${zh ? 'zh-CN' : 'en'}「${words}」`, async () => {
      const chat = await servers[i]!.open({ customerId: 'cus-emma', ...(zh ? {} : { locale: 'en' }) });
      for (const said of zh ? RETURN_ZH : RETURN_EN) await chat.say(said);
      const request = requestOf(chat);
      await chat.say(words);
      // The status leads; "how long" adds the refund time of the policy on a line after it (refund-time-after-return).
      expect(chat.lastAnswer().text.split('\n')[0]).toBe(zh ? statusZh(request) : statusEn(request));
    });
  });
});
