import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// Right after a return went in, "can I cancel it?" / "帮我取消这个订单" is about that return, but was answered of the order as
// if nothing had been asked for ("Order TL-10231 is already being refunded, so it cannot be cancelled."; after a repair
// "has been delivered … you can request a return"); "what is the status of it?" / "它现在什么状态" was not heard as about
// that order at all ("Sorry, I could not find anything on that.", and asked again, a handover). Built: an order with a
// return, exchange or repair open says so when its cancelling is asked, names the request, and says who can withdraw
// it; right after a request of an order, a status question of no order is that order's (which names the request). Threadline: cus-emma's TL-10231 is a
// delivered Linen Shirt and two tees. Demo: c_1001's KF10010001 a delivered Find X9. Requests live in the server's
// memory: one server per case.
const servers = [0, 1, 2, 3, 4].map(() => kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }));
const demo = kefuForFile(undefined);
const requestOf = (chat: Conversation) => /\bR[A-Z]?\d+/.exec(chat.lastAnswer().text)![0];

describe('"cancel it" right after a request went in is about that request', () => {
  it('en return of the shirt → "can I cancel it?": the return named, a person withdraws it', async () => {
    const chat = await servers[0]!.open({ customerId: 'cus-emma', locale: 'en' });
    for (const words of ['I want to return the shirt from TL-10231', 'too small', 'skip', 'yes']) await chat.say(words);
    const request = requestOf(chat);
    await chat.say('can I cancel it?');
    expect(chat.lastAnswer().text).toBe(
      `Order TL-10231 has a return request open (${request}), so it cannot be cancelled. To withdraw the return, ask for a human agent.`,
    );
  });

  it('zh-CN 退衬衫 →「帮我取消这个订单」：说出退货单，撤销找人工', async () => {
    const chat = await servers[1]!.open({ customerId: 'cus-emma' });
    for (const words of ['我要退 TL-10231 的衬衫', '太小了', '跳过', '确认']) await chat.say(words);
    const request = requestOf(chat);
    await chat.say('帮我取消这个订单');
    expect(chat.lastAnswer().text).toBe(`订单 TL-10231 已有进行中的退货申请（${request}），无法取消订单。如需撤销这次退货，请回复「人工」由客服处理。`);
  });

  // Before, "能取消吗" was answered from the help article and "这单能取消吗" offered to cancel TL-10251, another order.
  it('zh-CN 退衬衫 →「能取消吗」「这单能取消吗」：都是这次退货', async () => {
    const chat = await servers[4]!.open({ customerId: 'cus-emma' });
    for (const words of ['我要退 TL-10231 的衬衫', '太小了', '跳过', '确认']) await chat.say(words);
    const request = requestOf(chat);
    const refused = `订单 TL-10231 已有进行中的退货申请（${request}），无法取消订单。如需撤销这次退货，请回复「人工」由客服处理。`;
    await chat.say('能取消吗');
    expect(chat.lastAnswer().text).toBe(refused);
    await chat.say('这单能取消吗');
    expect(chat.lastAnswer().text).toBe(refused);
  });

  it('en repair of KF10010001 → "can I cancel it?": the repair named, not "request a return"', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to repair KF10010001');
    await chat.reply({ action: 'submit', values: { issue: 'it keeps restarting', damage: 'none' } });
    await chat.say('skip');
    await chat.reply({ action: 'answer', value: 'mail' });
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'repair' } });
    await chat.say('yes');
    const request = requestOf(chat);
    await chat.say('can I cancel it?');
    expect(chat.lastAnswer().text).toBe(
      `Order KF10010001 has a repair request open (${request}), so it cannot be cancelled. To withdraw the repair, ask for a human agent.`,
    );
  });
});

describe('"what is the status of it?" right after a return went in: that order, naming the return', () => {
  it('en: the shirt being returned, the tees delivered', async () => {
    const chat = await servers[2]!.open({ customerId: 'cus-emma', locale: 'en' });
    for (const words of ['I want to return the shirt from TL-10231', 'too small', 'skip', 'yes']) await chat.say(words);
    const request = requestOf(chat);
    await chat.say('what is the status of it?');
    expect(chat.lastAnswer().text).toBe(
      `Order TL-10231 (Linen Shirt, Essential Crew Tee ×2): the Linen Shirt is being returned (return ${request}, refund in progress); the Essential Crew Tee ×2 is delivered.`,
    );
  });

  it('zh-CN「它现在什么状态」', async () => {
    const chat = await servers[3]!.open({ customerId: 'cus-emma' });
    for (const words of ['我要退 TL-10231 的衬衫', '太小了', '跳过', '确认']) await chat.say(words);
    const request = requestOf(chat);
    await chat.say('它现在什么状态');
    expect(chat.lastAnswer().text).toBe(
      `订单 TL-10231（Linen Shirt、Essential Crew Tee ×2）：Linen Shirt 退货中（退货单 ${request}，退款处理中），Essential Crew Tee ×2 已签收。`,
    );
  });
});
