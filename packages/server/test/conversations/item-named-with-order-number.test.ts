import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';
import { onToConfirmation } from './support/on-to-confirmation.js';

// An item named by its kind beside the order number ("I want to return the tee from TL-10231", "我要退 TL-10231 的T恤")
// was not taken: the workflow asked "Order TL-10231 has several items. Which ones?", and "the tee" counted only without
// an order number. Built: the kind of item named with an order number picks that order's line of the kind, as it
// does without one; a kind the order does not hold still asks. shops/threadline cus-emma: TL-10231 delivered (a Linen
// Shirt, two Essential Crew Tees; the shop's lexicon calls T-Shirts tee, T恤).
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('an item named by its kind beside the order number', () => {
  it.each([
    ['en', 'I want to return the tee from TL-10231', 'return', 'Items'],
    ['zh-CN', '我要退 TL-10231 的T恤', 'return', '商品'],
    ['en', 'I want to exchange the tee from TL-10231', 'exchange', 'Items'],
  ] as const)('%s "%s": that line, no item asked', async (locale, said, name, itemsLabel) => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale });
    await chat.say(said);
    // The line holds two tees: a return or an exchange asks how many (see return-some-units.test.ts,
    // exchange-repair-some-units.test.ts).
    expect(chat.prompt().options?.map((option) => option.value)).toEqual(['1', '2']);
    await chat.say('2');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name, step: 2 } });
    const summary = await onToConfirmation(chat);
    expect(summary[itemsLabel]).toContain('Essential Crew Tee');
    expect(summary[itemsLabel]).not.toContain('Linen Shirt');
  });

  it('"I want to return the jeans from TL-10231" (none in it): the items are asked', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return the jeans from TL-10231');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 1 } });
  });
});
