import { afterAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { threadlineWithThreeShirts } from './threadline-three-shirts.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// Only one line of a return could be counted: with two lines of several units picked, neither was asked about and
// both went back whole (three shirts and two tees refunded when one shirt was meant). Built: "how many?" is asked of
// each picked line of several units in turn, each count kept; the confirmation, the receipt and the write's
// `quantities` carry each, and the refund is each unit price × units. Threadline with cus-emma's TL-10231 holding three
// Linen Shirts ($59 each) and two Essential Crew Tees ($22 each), in a temporary folder.
const { copy, folder, remove } = await threadlineWithThreeShirts('units-per-line');
afterAll(remove);
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
const receipt = (chat: Conversation) =>
  Object.fromEntries(
    (chat.lastAnswer().parts ?? []).flatMap((part) => (part.type === 'receipt' ? part.fields.map((field) => [field.label, field.value]) : [])),
  );

/** The copy served over a backend of its own, so each case starts from an order with no return on it. */
function threadline() {
  const commerce = createShopFolderCommerce({ clock: { now: () => Date.now() }, shop: folder });
  return { kefu: kefuForFile(commerce, { KEFU_SHOP_DIR: copy }), refund: async () => (await commerce.getOrder('TL-10231'))?.refund?.amount };
}

describe('en: two lines of several units, each asked how many', () => {
  const shop = threadline();
  it('"1, 2" → 1 of the 3 shirts, 1 of the 2 tees: × 1 each, refund 59 + 22', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return some things from TL-10231');
    await chat.say('1, 2');
    expect(chat.prompt().prompt).toBe('Order TL-10231 has 3 × Linen Shirt to return. How many of them are you returning?');
    await chat.say('1');
    expect(chat.prompt().prompt).toBe('Order TL-10231 has 2 × Essential Crew Tee to return. How many of them are you returning?');
    await chat.say('1');
    await chat.say('too small');
    await chat.say('skip');
    expect(rows(chat)).toMatchObject({ Items: 'Linen Shirt (M / White / Regular) × 1, Essential Crew Tee (M / Black) × 1' });
    await chat.say('confirm');
    expect(receipt(chat)).toMatchObject({ Items: 'Linen Shirt (M / White / Regular) × 1, Essential Crew Tee (M / Black) × 1' });
    expect(await shop.refund()).toEqual({ amount: 5900 + 2200, currency: 'USD' });
  });
});

describe('zh-CN: 两行多件，逐行问退几件', () => {
  const shop = threadline();
  it('衬衫退 2 件、T恤全部：× 2 与 × 2，退款 59×2 + 22×2', async () => {
    const chat = await shop.kefu.open({ customerId: 'cus-emma' });
    await chat.say('我要退 TL-10231');
    await chat.say('1、2');
    expect(chat.prompt().prompt).toBe('订单 TL-10231 中的「Linen Shirt」共 3 件可退，请问要退几件？');
    await chat.say('2件');
    expect(chat.prompt().prompt).toBe('订单 TL-10231 中的「Essential Crew Tee」共 2 件可退，请问要退几件？');
    await chat.say('全部');
    await chat.say('太小了');
    await chat.say('跳过');
    expect(rows(chat)).toMatchObject({ 商品: 'Linen Shirt（M / White / Regular） × 2，Essential Crew Tee（M / Black） × 2' });
    await chat.say('确认');
    expect(await shop.refund()).toEqual({ amount: 2 * 5900 + 2 * 2200, currency: 'USD' });
  });
});
