import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// Found trying shops/threadline signed in as cus-emma (TL-10231 delivered: a Linen Shirt and two Essential Crew Tees),
// rules path. "I want to return something" offers TL-10231; answering "the linen shirt" picked the order by the shirt
// it holds, then asked which items of it ("Which ones?"), and "it is too small" there was an error. The words that
// picked the order pick the item too. And the no-reason option said "Changed my mind (7-day no-reason return)" at a
// shop whose return window is 30 days (shop.yaml returnWindowDays): it now says the shop's own window.
const ORDER = 'TL-10231';
const served = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const open = (locale: 'en' | 'zh-CN') => served.open({ locale, customerId: 'cus-emma' });

describe('an order picked by naming an item of it (threadline, cus-emma)', () => {
  it.each([
    ['en', 'hi, I want to return something', 'the linen shirt', 'return'],
    ['zh-CN', '我要换货', '衬衫那个', 'exchange'],
  ] as const)('%s: "%s" → "%s" goes on to the reason, the item picked', async (locale, request, item, workflow) => {
    const chat = await open(locale);
    await chat.say(request);
    expect(chat.prompt()).toMatchObject({ workflow: { name: workflow, step: 1 } });
    await chat.say(item);
    expect(chat.prompt()).toMatchObject({ workflow: { name: workflow, step: 2 } });
    expect(chat.prompt().prompt).toContain(ORDER);
    chat.close();
  });

  it("the no-reason return is labelled with the shop's 30-day window", async () => {
    const chat = await open('en');
    await chat.say('I want to return the linen shirt');
    const labels = (chat.prompt().options ?? []).map((option) => option.label);
    expect(labels).toContain('Changed my mind (30-day no-reason return)');
    expect(labels.join(' ')).not.toContain('7-day');
    chat.close();
  });
});
