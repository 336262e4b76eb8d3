import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Signed in as c_1001, "我的订单到哪了" answers with the latest parcel (KF10010003); "第三个呢" then quoted the article on
// slow charging (it says "第三方充电器"), and "and the second one?" the article on earbuds that will not connect. With
// nothing to count in, "第三个呢" as a first message did the same. Built: right after one order was shown, a place in a
// list counts in the shopper's latest orders, newest first, as "我的订单" lists them (resolve-references.ts
// pickFromList); an ordinal alone that nothing resolves is asked back (clarify/vague-message.ts).
// shops/demo c_1001's latest orders, newest first: KF10010007 (pending payment), KF10010004 (paid), KF10010003 (shipped).
const demo = shopForFile(SHOPS.demo);

describe('"the second one" right after one order, or with nothing to count in (rules path, demo)', () => {
  it.each([
    ['en', 'where is my order?', 'and the second one?', /^Order KF10010004 \(Pad 3\) is paid, awaiting shipment\./],
    ['zh-CN', '我的订单到哪了', '第二个呢', /^订单 KF10010004（Pad 3）当前状态：已付款，待发货。/],
  ] as const)('%s c_1001 "%s" → "%s": that order of their latest', async (locale, lookup, ordinal, answered) => {
    const chat = await demo.talk(locale, 'c_1001');
    expect((await chat.say(lookup)).text).toContain('KF10010003');
    expect((await chat.say(ordinal)).text).toMatch(answered);
  });

  it.each([
    ['zh-CN', '第三个呢', /^抱歉，我没太理解您的意思。请问您想咨询什么？/],
    ['en', 'and the second one?', /^Sorry, I did not quite understand\. What would you like to know\?/],
  ] as const)('%s "%s" with nothing shown: asked back, not an article', async (locale, ordinal, asked) => {
    const chat = await demo.talk(locale);
    expect((await chat.say(ordinal)).text).toMatch(asked);
  });

  it('"有什么手机" → "第二个呢" still picks the second phone listed (guard)', async () => {
    const chat = await demo.talk('zh-CN');
    await chat.say('有什么手机');
    expect((await chat.say('第二个呢')).text).toMatch(/^Find X9 当前售价 ¥3999/);
  });
});
