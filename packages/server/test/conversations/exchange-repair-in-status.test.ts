import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// After exchanging one of the two tees of cus-emma's TL-10231 (threadline), "what's the status?" / "现在什么状态"
// answered "Order TL-10231 (Linen Shirt, Essential Crew Tee ×2) is delivered." and named neither the exchange nor its
// count: the status answers counted returns only (a return shows as `refunding`, an exchange or a repair leaves the
// order delivered). Built: after the status, each open exchange and repair with the units it holds and its request id
// (requests-under-way.ts). Requests live in the server's memory: one server per case.
const requestOf = (chat: Conversation) => /\b[A-Z]+\d{4,}/.exec(chat.lastAnswer().text)?.[0] ?? chat.lastAnswer().text;

async function exchangeOneTee(chat: Conversation, zh: boolean) {
  await chat.say(zh ? 'TL-10231 的T恤我要换一件' : 'I want to exchange one of the tees from TL-10231');
  for (const said of zh ? ['质量问题', '跳过', '同款', '确认'] : ['Faulty', 'skip', 'the same', 'confirm']) await chat.say(said);
}

async function repairOneTee(chat: Conversation, zh: boolean) {
  await chat.say(zh ? 'TL-10231 的T恤我要修一件' : 'I want to repair one of the tees from TL-10231');
  await chat.reply({ action: 'submit', values: { issue: zh ? '袖口的缝线开了' : 'the seam came apart', damage: 'none' } });
  await chat.reply({ action: 'skip' });
  await chat.reply({ action: 'answer', value: chat.prompt().options![1]!.value });
  await chat.reply({ action: 'approve' });
}

const cases = [
  {
    name: 'en exchange of one tee, "what\'s the status?"',
    zh: false,
    made: exchangeOneTee,
    asked: "what's the status?",
    status: (id: string) => `Order TL-10231 (Linen Shirt, Essential Crew Tee ×2) is delivered; 1 × Essential Crew Tee is being exchanged (exchange ${id}).`,
  },
  {
    name: 'zh-CN 换一件T恤，「现在什么状态」',
    zh: true,
    made: exchangeOneTee,
    asked: '现在什么状态',
    status: (id: string) => `订单 TL-10231（Linen Shirt、Essential Crew Tee ×2）当前状态：已签收；Essential Crew Tee 1 件换货中（换货单 ${id}）。`,
  },
  {
    name: 'en repair of one tee, "what\'s the status?"',
    zh: false,
    made: repairOneTee,
    asked: "what's the status?",
    status: (id: string) => `Order TL-10231 (Linen Shirt, Essential Crew Tee ×2) is delivered; 1 × Essential Crew Tee is being repaired (repair ${id}).`,
  },
  {
    name: 'zh-CN 修一件T恤，「什么状态了」',
    zh: true,
    made: repairOneTee,
    asked: '什么状态了',
    status: (id: string) => `订单 TL-10231（Linen Shirt、Essential Crew Tee ×2）当前状态：已签收；Essential Crew Tee 1 件维修中（维修单 ${id}）。`,
  },
];
const servers = cases.map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }));

describe('the status of an order names its open exchanges and repairs, with their units', () => {
  cases.forEach(({ name, zh, made, asked, status }, i) => {
    it(name, async () => {
      const chat = await servers[i]!.open({ customerId: 'cus-emma', ...(zh ? {} : { locale: 'en' }) });
      await made(chat, zh);
      const id = requestOf(chat);
      await chat.say(asked);
      expect(chat.lastAnswer().text.split('\n')[0]).toBe(status(id));
    });
  });
});
