import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { openShop } from '../../src/shop/open-shop.js';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// An exchange or a repair always took the whole order line: cus-emma's TL-10231 holds a Linen Shirt and "Essential
// Crew Tee × 2", and "I want to exchange one of the tees" / "TL-10231 的T恤我要换一件" confirmed and sent
// "Essential Crew Tee (M / Black) × 2"; the other tee then could not be returned ("already has an open exchange request
// (E100001)"). Built: exchanges and repairs count units as returns do — a count said is taken, a line of several units
// with none said asks how many (1..n), a count larger than the line says how many it holds (and which request holds
// the others); the confirmation names the count, the write carries it as `quantities` (and `details.quantity`), and
// the backend counts the units of every open return, exchange and repair of a line together.
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
const labels = (chat: Conversation) => chat.prompt().options?.map((option) => option.label);
const TEE = 'TL-ECT-M-BLAC';

const folder = await openShop(SHOPS.threadline);

/** Threadline served over a backend of its own, so each case starts from an order with no request on it. */
function threadline() {
  const commerce = createShopFolderCommerce({ clock: { now: () => Date.now() }, shop: folder });
  return {
    kefu: kefuForFile(commerce, { KEFU_SHOP_DIR: SHOPS.threadline }),
    order: async () => (await commerce.getOrder('TL-10231'))!,
  };
}

/** From the exchange's reason prompt to its confirmation: a reason, no photos, a new one of the same. */
async function exchangeReasonOn(chat: Conversation, locale: 'en' | 'zh-CN') {
  expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 2 } });
  await chat.say(locale === 'en' ? 'Faulty' : '质量问题');
  await chat.say(locale === 'en' ? 'skip' : '跳过');
  await chat.say(locale === 'en' ? 'the same' : '同款');
  expect(chat.prompt().kind).toBe('confirm');
}

/** From the return's reason prompt to its confirmation. */
async function returnReasonOn(chat: Conversation, locale: 'en' | 'zh-CN') {
  expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
  await chat.say(locale === 'en' ? 'I changed my mind' : '七天无理由');
  await chat.say(locale === 'en' ? 'skip' : '跳过');
  expect(chat.prompt().kind).toBe('confirm');
}

describe('en "exchange one of the tees", then "return the other tee"', () => {
  const shop = threadline();
  it('exchanges one tee: not asked how many, confirmed "× 1", written with quantities', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange one of the tees from TL-10231');
    await exchangeReasonOn(chat, 'en');
    expect(rows(chat)).toMatchObject({ Order: 'TL-10231', Items: 'Essential Crew Tee (M / Black) × 1' });
    await chat.say('confirm');
    expect(chat.lastAnswer().text).toMatch(/^Your exchange request was submitted: E\d+/);
    expect((await shop.order()).requests).toEqual([{ kind: 'exchange', requestId: 'E100001', items: [TEE], quantities: { [TEE]: 1 } }]);
  });

  it('the other tee is returned: its reason asked, "× 1" confirmed, refunded 22.00', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return the other tee from TL-10231');
    await returnReasonOn(chat, 'en');
    expect(rows(chat)).toMatchObject({ Items: 'Essential Crew Tee (M / Black) × 1' });
    await chat.say('confirm');
    expect(chat.lastAnswer().text).toMatch(/^Your return request was submitted: R\d+/);
    expect((await shop.order()).refund?.amount).toEqual({ amount: 2200, currency: 'USD' });
  });
});

describe('en "return both tees" while one of them is being exchanged', () => {
  const shop = threadline();
  it('says one is left and names the exchange (E100001), going ahead with 1 (last-unit-goes-ahead)', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange one of the tees from TL-10231');
    await exchangeReasonOn(chat, 'en');
    await chat.say('confirm');
    const again = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await again.say('I want to return both tees from TL-10231');
    expect(again.prompt().error).toBe(
      'Order TL-10231 has only 1 × Essential Crew Tee left, not 2: 1 is under exchange request E100001. Going ahead with that 1.',
    );
    await returnReasonOn(again, 'en');
    expect(rows(again)).toMatchObject({ Items: 'Essential Crew Tee (M / Black) × 1' });
  });
});

describe('zh-CN "TL-10231 的T恤我要换一件", then "另一件T恤我要退"', () => {
  const shop = threadline();
  it('换一件：不问几件，确认「× 1」，写入 quantities', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma' });
    await chat.say('TL-10231 的T恤我要换一件');
    await exchangeReasonOn(chat, 'zh-CN');
    expect(rows(chat)).toMatchObject({ 订单号: 'TL-10231', 商品: 'Essential Crew Tee（M / Black） × 1' });
    await chat.say('确认');
    expect(chat.lastAnswer().text).toMatch(/^换货申请已提交，单号 E\d+/);
    expect((await shop.order()).requests?.[0]).toMatchObject({ kind: 'exchange', quantities: { [TEE]: 1 } });
  });

  it('另一件退货：问原因，确认「× 1」，退款 22.00', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma' });
    await chat.say('TL-10231 的另一件T恤我要退');
    await returnReasonOn(chat, 'zh-CN');
    expect(rows(chat)).toMatchObject({ 商品: 'Essential Crew Tee（M / Black） × 1' });
    await chat.say('确认');
    expect(chat.lastAnswer().text).toMatch(/^退货申请已提交，单号 R\d+/);
    expect((await shop.order()).refund?.amount).toEqual({ amount: 2200, currency: 'USD' });
  });
});

describe('no count said: an exchange or a repair of the tees asks how many, 1 or 2', () => {
  const shop = threadline();
  it.each([
    [
      'en',
      'I want to exchange the tees from TL-10231',
      'Order TL-10231 has 2 × Essential Crew Tee to exchange. How many of them are you exchanging?',
      ['1', '2 (all)'],
    ],
    ['zh-CN', 'TL-10231 的T恤要换货', '订单 TL-10231 中的「Essential Crew Tee」共 2 件可换，请问要换几件？', ['1', '2（全部）']],
    [
      'en',
      'I want to repair the tees from TL-10231',
      'Order TL-10231 has 2 × Essential Crew Tee to repair. How many of them need repairing?',
      ['1', '2 (all)'],
    ],
    ['zh-CN', 'TL-10231 的T恤要维修', '订单 TL-10231 中的「Essential Crew Tee」共 2 件可修，请问要修几件？', ['1', '2（全部）']],
  ] as const)('%s "%s"', async (locale, said, question, options) => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale });
    await chat.say(said);
    expect(chat.prompt().prompt).toBe(question);
    expect(labels(chat)).toEqual(options);
  });

  it('en "1" at the exchange\'s question: one tee confirmed', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange the tees from TL-10231');
    await chat.say('1');
    await exchangeReasonOn(chat, 'en');
    expect(rows(chat)).toMatchObject({ Items: 'Essential Crew Tee (M / Black) × 1' });
  });
});

for (const [locale, said, issue, label, items] of [
  ['en', 'I want to repair one of the tees from TL-10231', 'the seam came apart', 'Items', 'Essential Crew Tee (M / Black) × 1'],
  ['zh-CN', 'TL-10231 的T恤我要修一件', '袖口的缝线开了', '商品', 'Essential Crew Tee（M / Black） × 1'],
] as const) {
  describe(`${locale} a repair of one unit: "${said}"`, () => {
    const shop = threadline();
    it('is not asked how many, confirmed and written as one tee', async () => {
      const chat = await shop.kefu.open({ customerId: 'cus-emma', locale });
      await chat.say(said);
      expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
      await chat.reply({ action: 'submit', values: { issue, damage: 'none' } });
      await chat.reply({ action: 'skip' });
      await chat.reply({ action: 'answer', value: chat.prompt().options![1]!.value });
      expect(rows(chat)).toMatchObject({ [label]: items });
      await chat.reply({ action: 'approve' });
      expect((await shop.order()).requests).toEqual([{ kind: 'repair', requestId: expect.any(String), items: [TEE], quantities: { [TEE]: 1 } }]);
    });
  });
}

describe('a count larger than the line: says the line holds 2, asks how many', () => {
  const shop = threadline();
  it.each([
    [
      'en',
      'I want to exchange 3 of the tees from TL-10231',
      'Order TL-10231 has only 2 × Essential Crew Tee, not 3. How many of them are you exchanging?',
      ['1', '2 (all)'],
    ],
    ['zh-CN', 'TL-10231 的T恤我要换三件', '订单 TL-10231 中的「Essential Crew Tee」只有 2 件，没有 3 件。请问要换几件？', ['1', '2（全部）']],
    [
      'en',
      'I want to repair 3 of the tees from TL-10231',
      'Order TL-10231 has only 2 × Essential Crew Tee, not 3. How many of them need repairing?',
      ['1', '2 (all)'],
    ],
    ['zh-CN', 'TL-10231 的T恤我要退三件', '订单 TL-10231 中的「Essential Crew Tee」只有 2 件，没有 3 件。请问要退几件？', ['1', '2（全部）']],
  ] as const)('%s "%s"', async (locale, said, question, options) => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale });
    await chat.say(said);
    expect(chat.prompt().prompt).toBe(question);
    expect(labels(chat)).toEqual(options);
  });
});
