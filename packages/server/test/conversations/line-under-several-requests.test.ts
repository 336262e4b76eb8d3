import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// cus-emma's TL-10231 on threadline holds a Linen Shirt and two Essential Crew Tees. After one tee was exchanged and the
// other returned, "what's the status?" answered "…: the Essential Crew Tee is being returned (return R100002, refund in
// progress); the Linen Shirt, Essential Crew Tee are delivered; 1 × Essential Crew Tee is being exchanged (…)": the
// exchanged tee counted among the delivered ones, the return said of the whole line. "what's happening with my tees?"
// listed 4 tees on sale, "我的T恤怎么样了" was "没太理解", "what is the status of the return of the other tee?" /
// "另一件T恤的退货进度怎么样" quoted the returns article. Built: a line under two requests is said per request, with its
// units (line-under-several-requests.ts), and a question of how far something of the shopper's has got, naming a kind,
// is the status of the order holding it (own-items-progress.ts). Requests live in the server's memory: one server per
// case.
const STATUS = {
  en: 'Order TL-10231 (Linen Shirt, Essential Crew Tee ×2): the Linen Shirt is delivered; Essential Crew Tee ×2: 1 being exchanged (exchange E100001), 1 being returned (return R100002, refund in progress).',
  zh: '订单 TL-10231（Linen Shirt、Essential Crew Tee ×2）：Linen Shirt 已签收；Essential Crew Tee ×2：1 件换货中（换货单 E100001），1 件退货中（退货单 R100002，退款处理中）。',
};

async function exchangeOneReturnTheOther(chat: Conversation, zh: boolean) {
  const said = zh
    ? ['TL-10231 的T恤我要换一件', '质量问题', '跳过', '同款', '确认', '另一件T恤我要退', '太小了', '跳过', '确认']
    : [
        'I want to exchange one of the tees from TL-10231',
        'Faulty',
        'skip',
        'the same',
        'confirm',
        'I want to return the other tee',
        'too small',
        'skip',
        'confirm',
      ];
  for (const one of said) await chat.say(one);
  expect(chat.lastAnswer().text).toMatch(/R100002/);
}

const cases = [
  { zh: false, asked: "what's the status?" },
  { zh: false, asked: "what's happening with my tees?" },
  { zh: false, asked: 'what is the status of the return of the other tee?' },
  { zh: true, asked: '现在什么状态' },
  { zh: true, asked: '我的T恤怎么样了' },
  { zh: true, asked: '另一件T恤的退货进度怎么样' },
];
const servers = cases.map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }));

describe('one tee exchanged, the other returned: the line says each request with its units', () => {
  cases.forEach(({ zh, asked }, i) => {
    it(`${zh ? 'zh-CN' : 'en'} "${asked}"`, async () => {
      const chat = await servers[i]!.open({ customerId: 'cus-emma', ...(zh ? {} : { locale: 'en' }) });
      await exchangeOneReturnTheOther(chat, zh);
      await chat.say(asked);
      expect(chat.lastAnswer().text.split('\n')[0]).toBe(zh ? STATUS.zh : STATUS.en);
    });
  });
});
