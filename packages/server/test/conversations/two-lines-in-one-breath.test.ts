import { afterAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { threadlineWithThreeShirts } from './threadline-three-shirts.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// Two lines of an order said in one breath: "我要退 TL-10231 的衬衫和T恤" picked the shirt alone (only the first kind named
// was read), and "return one shirt and both tees", "退两件衬衫和一件T恤" (a count per line) asked "how many?" of each line
// again. Built: every kind a return names picks its lines, and a count said before a line's words is that line's.
// Threadline with cus-emma's TL-10231 holding three Linen Shirts ($59 each) and two Essential Crew Tees ($22 each), in
// a temporary folder.
const { copy, folder, remove } = await threadlineWithThreeShirts('two-lines-in-one-breath');
afterAll(remove);
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
const kefu = () => kefuForFile(createShopFolderCommerce({ clock: { now: () => Date.now() }, shop: folder }), { KEFU_SHOP_DIR: copy });
const shops = [0, 1, 2, 3].map(kefu);

describe('both kinds named pick both lines', () => {
  it('zh-CN「我要退 TL-10231 的衬衫和T恤」：两行都选上，逐行问几件', async () => {
    const chat = await shops[0]!.open({ customerId: 'cus-emma' });
    await chat.say('我要退 TL-10231 的衬衫和T恤');
    expect(chat.prompt().prompt).toBe('订单 TL-10231 中的「Linen Shirt」共 3 件可退，请问要退几件？');
    await chat.say('1');
    expect(chat.prompt().prompt).toBe('订单 TL-10231 中的「Essential Crew Tee」共 2 件可退，请问要退几件？');
  });

  it('en "I want to return the shirts and the tees from TL-10231": both lines, each asked', async () => {
    const chat = await shops[1]!.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return the shirts and the tees from TL-10231');
    expect(chat.prompt().prompt).toBe('Order TL-10231 has 3 × Linen Shirt to return. How many of them are you returning?');
    await chat.say('2');
    expect(chat.prompt().prompt).toBe('Order TL-10231 has 2 × Essential Crew Tee to return. How many of them are you returning?');
  });
});

describe('a count per line in one message', () => {
  it('en "return one shirt and both tees from TL-10231": × 1 and × 2, not asked', async () => {
    const chat = await shops[2]!.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return one shirt and both tees from TL-10231');
    await chat.say('too small');
    await chat.say('skip');
    expect(rows(chat)).toMatchObject({ Items: 'Linen Shirt (M / White / Regular) × 1, Essential Crew Tee (M / Black) × 2' });
  });

  it('zh-CN「TL-10231 退两件衬衫和一件T恤」：× 2 与 × 1，不再问', async () => {
    const chat = await shops[3]!.open({ customerId: 'cus-emma' });
    await chat.say('TL-10231 我要退两件衬衫和一件T恤');
    await chat.say('太小了');
    await chat.say('跳过');
    expect(rows(chat)).toMatchObject({ 商品: 'Linen Shirt（M / White / Regular） × 2，Essential Crew Tee（M / Black） × 1' });
  });
});
