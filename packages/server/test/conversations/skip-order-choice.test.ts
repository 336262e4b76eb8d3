import type { ThreadEvent } from '@kefu/protocol';
import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "跳过", "skip", "you pick" at the list of a signed-in shopper's orders. Before: the list was asked again with "没能确
// 定是哪一个订单…" however often it was said, and the third answer that picked none ended the request with "订单核实未
// 通过" / "We could not verify the order", as if a guess at someone's order had failed. Built: an order is never
// picked for the shopper; the first such answer says why one is needed and how else to give it (its number, a person),
// the second ends the request saying how to come back; answers that pick nothing three times end it without
// "verification". Demo shop: c_1001's one returnable order is KF10010001; threadline: cus-emma's TL-10231.
const demo = kefuForFile(undefined);
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const opened = (events: ThreadEvent[]) => events.some((event) => event.event === 'interrupt:open');

describe('skipping the order choice', () => {
  it('zh-CN "跳过" twice: why an order is needed, then the request ends saying how to come back', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要退货');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 1 } });
    await chat.say('跳过');
    expect(chat.prompt()).toMatchObject({
      kind: 'choice',
      workflow: { name: 'return', step: 1 },
      error: '需要先确定是哪个订单才能办理退货，我不能替您选。请点选上面的订单或输入订单号；也可以回复「人工」，由客服帮您查找。',
    });
    const ended = await chat.say('跳过');
    expect(opened(ended)).toBe(false);
    expect(chat.lastAnswer().text).toBe('好的，这次退货申请先不办了。需要时直接告诉我订单号即可，或回复「人工」由客服帮您查找订单。');
  });

  it('en "you pick" at the list: not picked for her; the order number typed next goes on', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return something');
    await chat.say('you pick');
    expect(chat.prompt().error).toBe(
      'I need to know which order the return is for, and I should not pick one for you: choose one above or type its number, or ask for a human agent to help find it.',
    );
    await chat.say('TL-10231');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 1 } });
    expect(chat.prompt().prompt).toBe('Order TL-10231 has several items. Which ones? (You can reply with several, e.g. "1, 2".)');
  });

  it('zh-CN three answers that pick no order: ended without "订单核实未通过"', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要开发票');
    await chat.say('嗯');
    await chat.say('哦');
    const ended = await chat.say('额');
    expect(opened(ended)).toBe(false);
    expect(chat.lastAnswer().text).toBe('还是没能确定是哪个订单，这次开发票申请先结束了。需要时直接告诉我订单号即可，或回复「人工」由客服帮您查找订单。');
  });
});
