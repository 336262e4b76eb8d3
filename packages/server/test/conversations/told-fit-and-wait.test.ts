import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// Two things a shopper tells rather than asks. "the linen shirt I got is too small" answered with the Linen Shirt's
// specs: "I got" told of a purchase only beside damage ("the sneakers I got have a hole"), so the fit complaint read
// as a spec question; "I ordered" started the exchange. And "its been a week!" / "已经一个星期了" right after the
// shipped sneaker's tracking answered from the "Payment methods" article: how long the shopper has waited was not
// read as the parcel being late. Built: "I got" with a fit it lacks is the exchange of the item (classify-clause.ts);
// a wait told in days, weeks or months chases the parcel in view (parcel-chase.ts). shops/threadline, cus-emma:
// TL-10231 delivered (Linen Shirt + two tees), TL-10244 shipped (Air Runner Sneaker).
let threadline: { server: KefuServer; url: string };
beforeAll(async () => {
  threadline = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
});
afterAll(async () => threadline?.server.close());

describe('a fit told of an item "I got"', () => {
  it.each(['the linen shirt I got is too small', 'the linen shirt we got is a bit big'])('"%s": the shirt’s exchange', async (told) => {
    const chat = await shopperTab(threadline.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say(told);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange' } });
    chat.close();
  });

  it('"I got a question about the linen shirt" is no exchange', async () => {
    const chat = await shopperTab(threadline.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('I got a question about the linen shirt, is it true to size?');
    expect(chat.lastAnswer().text).toContain("The Linen Shirt's listing says: True to size");
    chat.close();
  });
});

describe('how long the shopper has waited, right after the parcel was shown', () => {
  it.each([
    ['en', 'my sneakers haven’t arrived yet', 'its been a week!', /^Order TL-10244 \(Air Runner Sneaker\) is shipped\. UPS /],
    ['en', 'where are my sneakers?', "it's been 5 days", /^Order TL-10244 \(Air Runner Sneaker\) is shipped\. UPS /],
    ['zh-CN', '我的运动鞋怎么还没到', '已经一个星期了', /^订单 TL-10244（Air Runner Sneaker）当前状态：已发货。UPS /],
  ] as const)('%s "%s" → "%s": the sneaker’s parcel, chased', async (locale, first, waited, answered) => {
    const chat = await shopperTab(threadline.url, { customerId: 'cus-emma', locale });
    await chat.say(first);
    await chat.say(waited);
    expect(chat.lastAnswer().text).toMatch(answered);
    expect(chat.lastAnswer().text).not.toMatch(/Payment methods|付款方式/);
    chat.close();
  });
});
