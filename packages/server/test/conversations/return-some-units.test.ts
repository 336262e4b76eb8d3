import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { openShop } from '../../src/shop/open-shop.js';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A return named order lines, not units: cus-emma's TL-10231 holds a Linen Shirt and "Essential Crew Tee × 2", and
// "I want to return one of the tees" / "退一件T恤" returned both (the confirmation and the receipt said × 2, the
// refund was the whole line, 44.00). Built: the units the shopper says ("one of", "2 of", "一件") are carried; a line
// of several units with no number said asks how many (1..n); the confirmation and the receipt show those units, the
// write carries them as `quantities`, and the refund is unit price × units (22.00 for one tee); the other tee can be
// returned after, without being asked how many.
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
const receipt = (chat: Conversation) =>
  Object.fromEntries(
    (chat.lastAnswer().parts ?? []).flatMap((part) => (part.type === 'receipt' ? part.fields.map((field) => [field.label, field.value]) : [])),
  );

const folder = await openShop(SHOPS.threadline);

/** Threadline served over a backend of its own, so each case starts from an order with no return on it. */
function threadline() {
  const commerce = createShopFolderCommerce({ clock: { now: () => Date.now() }, shop: folder });
  return { kefu: kefuForFile(commerce, { KEFU_SHOP_DIR: SHOPS.threadline }), refund: async () => (await commerce.getOrder('TL-10231'))?.refund?.amount };
}

describe('en "I want to return one of the tees": one tee, not two', () => {
  const shop = threadline();
  it('confirms and receipts "Essential Crew Tee (M / Black) × 1" and refunds 22.00', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return one of the tees from TL-10231');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await chat.say('I changed my mind');
    await chat.say('skip');
    expect(rows(chat)).toMatchObject({ Order: 'TL-10231', Items: 'Essential Crew Tee (M / Black) × 1' });
    await chat.say('confirm');
    expect(receipt(chat)).toMatchObject({ Order: 'TL-10231', Items: 'Essential Crew Tee (M / Black) × 1' });
    expect(await shop.refund()).toEqual({ amount: 2200, currency: 'USD' });
  });

  it('then "the other tee" is returned too, one unit, with no question of how many: the refund is both tees', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return the other tee from TL-10231');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await chat.say('I changed my mind');
    await chat.say('skip');
    expect(rows(chat)).toMatchObject({ Items: 'Essential Crew Tee (M / Black) × 1' });
    await chat.say('confirm');
    expect(chat.lastAnswer().text).toMatch(/^Your return request was submitted: R\d+/);
    expect(await shop.refund()).toEqual({ amount: 4400, currency: 'USD' });
  });
});

describe('en "return the tees" with no number: asks how many, 1 or 2', () => {
  const shop = threadline();
  it('offers 1 and 2 (all); "1" returns one tee', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return the tees from TL-10231');
    expect(chat.prompt().prompt).toBe('Order TL-10231 has 2 × Essential Crew Tee to return. How many of them are you returning?');
    expect(chat.prompt().options?.map((option) => option.label)).toEqual(['1', '2 (all)']);
    await chat.say('1');
    await chat.say('I changed my mind');
    await chat.say('skip');
    expect(rows(chat)).toMatchObject({ Items: 'Essential Crew Tee (M / Black) × 1' });
    await chat.say('confirm');
    expect(await shop.refund()).toEqual({ amount: 2200, currency: 'USD' });
  });
});

describe('en "2 of the tees": both, as a whole line', () => {
  const shop = threadline();
  it('is not asked how many and returns × 2', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return 2 of the tees from TL-10231');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await chat.say('I changed my mind');
    await chat.say('skip');
    expect(rows(chat)).toMatchObject({ Items: 'Essential Crew Tee (M / Black) × 2' });
  });
});

describe('zh-CN "TL-10231 的T恤我要退一件": 一件, not 两件', () => {
  const shop = threadline();
  it('确认与回执为「Essential Crew Tee（M / Black） × 1」，退款 22.00', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma' });
    await chat.say('TL-10231 的T恤我要退一件');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await chat.say('七天无理由');
    await chat.say('跳过');
    expect(rows(chat)).toMatchObject({ 订单号: 'TL-10231', 商品: 'Essential Crew Tee（M / Black） × 1' });
    await chat.say('确认');
    expect(receipt(chat)).toMatchObject({ 订单号: 'TL-10231', 商品: 'Essential Crew Tee（M / Black） × 1' });
    expect(await shop.refund()).toEqual({ amount: 2200, currency: 'USD' });
  });
});

describe('zh-CN "TL-10231 的T恤要退货" with no number: 问退几件', () => {
  const shop = threadline();
  it('offers 1 and 2（全部）; "1件" returns one', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma' });
    await chat.say('TL-10231 的T恤要退货');
    expect(chat.prompt().prompt).toBe('订单 TL-10231 中的「Essential Crew Tee」共 2 件可退，请问要退几件？');
    expect(chat.prompt().options?.map((option) => option.label)).toEqual(['1', '2（全部）']);
    await chat.say('1件');
    await chat.say('七天无理由');
    await chat.say('跳过');
    expect(rows(chat)).toMatchObject({ 商品: 'Essential Crew Tee（M / Black） × 1' });
  });
});
