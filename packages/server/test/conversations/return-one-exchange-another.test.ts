import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale, ThreadEvent } from '@kefu/protocol';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab, type Conversation } from './order-change-harness.js';
import { onToConfirmation } from './support/on-to-confirmation.js';

// A return of one item of an order blocked an exchange of another item of it: with the tees of cus-emma's TL-10231
// (a Linen Shirt and two Essential Crew Tees, delivered) being returned, "I want to exchange the linen shirt from
// TL-10231" got "Order TL-10231 already has an open return request (R100001), so another one cannot be made." A shop
// takes back the tees and swaps the shirt. Built: an after-sales request names the lines it covers (the contract's
// `requests[].items`; none for the whole order), the backends refuse only a request about a line already under one,
// the workflow refuses up front only when every line is, and checks the line picked; one item is still not both
// returned and exchanged. The order being refunded for some of its lines is no refusal of the others. Each test on a
// fresh server (the shop's requests live in its memory).
let served: { server: KefuServer; url: string } | undefined;
beforeEach(async () => {
  await served?.server.close();
  served = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
});
afterAll(async () => served?.server.close());

const receiptOf = (events: ThreadEvent[]) =>
  events.flatMap((event) => (event.event === 'message:done' ? (event.data.message.parts ?? []) : [])).find((part) => part.type === 'receipt');

/** cus-emma returns the tees of TL-10231 (the order's second line), both of them: the receipt's id. */
async function returnTheTees(locale: Locale): Promise<string> {
  const chat = await shopperTab(served!.url, { customerId: 'cus-emma', locale });
  await chat.say(locale === 'en' ? 'I want to return an item of TL-10231' : '我要退货 TL-10231');
  await chat.reply({ action: 'answer', value: chat.prompt().options![1]!.value });
  // How many: both (one tee returned leaves the other to exchange, see exchange-repair-some-units.test.ts).
  await chat.reply({ action: 'answer', value: chat.prompt().options!.at(-1)!.value });
  await onToConfirmation(chat);
  const receipt = receiptOf(await chat.reply({ action: 'approve' }));
  chat.close();
  expect(receipt).toMatchObject({ kind: 'return' });
  return receipt?.type === 'receipt' ? receipt.receiptId : '';
}

/** cus-emma asks to exchange an item of TL-10231 and picks the line at `index`. */
async function exchangeLine(locale: Locale, index: number): Promise<Conversation> {
  const chat = await shopperTab(served!.url, { customerId: 'cus-emma', locale });
  await chat.say(locale === 'en' ? 'I want to exchange an item of TL-10231' : '我要换货 TL-10231');
  expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 1 } });
  await chat.reply({ action: 'answer', value: chat.prompt().options![index]!.value });
  return chat;
}

describe('a return of one item of an order, an exchange of another', () => {
  it.each(['en', 'zh-CN'] as const)('%s: the tees returned, the linen shirt is exchanged and submitted', async (locale) => {
    await returnTheTees(locale);
    const chat = await exchangeLine(locale, 0);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 2 } });
    const summary = await onToConfirmation(chat);
    expect(Object.values(summary).join('\n')).toContain('Linen Shirt');
    expect(receiptOf(await chat.reply({ action: 'approve' }))).toMatchObject({ kind: 'exchange' });
    chat.close();
  });

  it('"I want to exchange the linen shirt from TL-10231" after the tees’ return: its reason asked, not the return named', async () => {
    await returnTheTees('en');
    const chat = await shopperTab(served!.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange the linen shirt from TL-10231');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 2 } });
    chat.close();
  });

  it.each([
    ['en', /Essential Crew Tee of order TL-10231 already has an open return request \(R\d+\)/],
    ['zh-CN', /订单 TL-10231 的.+已有进行中的退货申请（R\d+）/],
  ] as const)('%s: the tees themselves cannot be exchanged while they are being returned', async (locale, refusal) => {
    await returnTheTees(locale);
    const chat = await exchangeLine(locale, 1);
    expect(chat.lastAnswer().text).toMatch(refusal);
    expect(chat.client.rendered.filter((event) => event.event === 'interrupt:open')).toHaveLength(1);
    chat.close();
  });

  it('the whole order returned: an exchange is still refused up front', async () => {
    const chat = await shopperTab(served!.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return an item of TL-10231');
    await chat.reply({ action: 'answer', value: 'all' });
    await onToConfirmation(chat);
    await chat.reply({ action: 'approve' });
    const again = await shopperTab(served!.url, { customerId: 'cus-emma', locale: 'en' });
    await again.say('I want to exchange an item of TL-10231');
    expect(again.lastAnswer().text).toMatch(/Order TL-10231 (already has an open return request|is already being refunded)/);
    chat.close();
    again.close();
  });
});
