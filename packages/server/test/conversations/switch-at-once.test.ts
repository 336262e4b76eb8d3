import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// "actually I want to exchange it instead" in the middle of a return asked "Switch this return request to an exchange
// request? What you already told me carries over." (zh-CN "还是换货吧": "要把这次退货改为换货吗？") although nothing would be
// lost and the order and the item were known: one more turn to say "yes". Built: between return, exchange and repair,
// on an order and an item already known, the switch is made at once, carrying them (the answer says so); it is still
// asked when the new request would not know its item (two lines picked for a return, an exchange acts on one).
// Threadline: cus-emma's TL-10231 holds a Linen Shirt and two tees. Demo: c_1001's KF10010001 is a delivered Find X9.
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const demo = kefuForFile(undefined);

async function said(shop: typeof demo, customerId: string, locale: 'en' | 'zh-CN', ...words: string[]): Promise<Conversation> {
  const chat = await shop.open({ customerId, locale });
  for (const one of words) await chat.say(one);
  return chat;
}

describe('a switch between return, exchange and repair of a known item is made at once', () => {
  it('en return of the shirt → "actually I want to exchange it instead": the exchange of the shirt, not "Switch…?"', async () => {
    const chat = await said(threadline, 'cus-emma', 'en', 'I want to return the shirt from TL-10231');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 2 } });
    await chat.say('actually I want to exchange it instead');
    expect(chat.lastAnswer().text).toBe(
      "OK, the return request was dropped (nothing was submitted); let's do the exchange now, with what you already told me.",
    );
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step: 2 } });
    expect(chat.prompt().prompt).toContain('TL-10231');
  });

  it('zh-CN 退货 KF10010001 →「还是换货吧」：直接办换货', async () => {
    const chat = await said(demo, 'c_1001', 'zh-CN', '我要退货 KF10010001');
    await chat.say('还是换货吧');
    expect(chat.lastAnswer().text).toBe('好的，退货申请已放弃（未提交），现在为您改办换货，刚才填写的信息沿用。');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step: 2 } });
  });

  it('en return of KF10010001 at its confirmation → "can you repair it instead?": the repair, the fault carried', async () => {
    const chat = await said(demo, 'c_1001', 'en', 'I want to return KF10010001', 'it keeps restarting', 'skip');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return' } });
    await chat.say('can you repair it instead?');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    expect(chat.prompt().fields?.find((field) => field.name === 'issue')?.defaultValue).toBe('it keeps restarting');
  });

  it('en return of both lines of TL-10231 → "I want to exchange instead": which one is not known, so it is asked', async () => {
    const chat = await said(threadline, 'cus-emma', 'en', 'I want to return TL-10231', 'all');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 2 } });
    await chat.say('actually I want to exchange instead');
    expect(chat.prompt().prompt).toBe('Switch this return request to an exchange request? What you already told me carries over.');
  });
});
