import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';
import { onToConfirmation } from './support/on-to-confirmation.js';

// Issue 17 items 2 and 4 on shops/threadline, signed in as cus-emma (TL-10231 delivered: a Linen Shirt and two
// Essential Crew Tees), rules path. Right after that order was shown, "the tee is too small" / "衬衫太大了" is an item
// of it that does not fit: its exchange, with the item chosen and the misfit its reason (reason-in-own-words.test.ts), so
// the photos are asked next (step 3 of 5). Before, the first listed four tees for sale and the second answered "抱歉，我
// 暂时没有找到相关说明".
const ORDER = 'TL-10231';
const served = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const open = (locale: 'en' | 'zh-CN') => served.open({ locale, customerId: 'cus-emma' });

describe('an item of the order just shown said not to fit (threadline, cus-emma)', () => {
  it.each([
    ['en', 'my order from last week', 'the tee is too small'],
    ['zh-CN', `${ORDER}到哪了`, '衬衫太大了'],
  ] as const)('%s: "%s" → "%s" opens that order\'s exchange, the misfit its reason', async (locale, lookUp, misfit) => {
    const chat = await open(locale);
    await chat.say(lookUp);
    expect(chat.lastAnswer().text).toContain(ORDER);
    await chat.say(misfit);
    // The order holds two tees: how many of them is asked first (see exchange-repair-some-units.test.ts).
    if (locale === 'en') await chat.say('1');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step: 3 } });
    const summary = Object.values(await onToConfirmation(chat));
    expect(summary).toContain(ORDER);
    expect(summary).toContain(locale === 'en' ? 'Wrong size, colour or version' : '尺码 / 颜色 / 版本不合适');
    chat.close();
  });

  it('"the jeans are too small" after that order (which holds no jeans) starts no exchange of it', async () => {
    const chat = await open('en');
    await chat.say('my order from last week');
    const events = await chat.say('the jeans are too small');
    expect(events.some((event) => event.event === 'interrupt:open')).toBe(false);
    chat.close();
  });
});
