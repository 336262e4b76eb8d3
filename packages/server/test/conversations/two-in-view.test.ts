import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A list of exactly two in view (shops/demo, rules path: "推荐一款拍照好的手机" → "预算3000左右" → "有白色吗" lists the
// Find X8 and the Reno 13). Before: "这款续航怎么样" asked which one ("有几款商品都符合…请问您指的是哪一款？"), though
// both batteries fit in one line; "好的我要了" / "I'll take it" gave the generic how-to-buy naming no product (or the
// first listed, in English), and after comparing two, the last one named; "how is its battery life?" was a new search
// for long battery life (Find X8, K12, A5 Pro: "its" did not point at the one in view). Now: both batteries side by
// side; which of the two to buy is asked, a quick reply for each that buys it when tapped. Then "它的续航怎么样" /
// "how is its battery life?" right after both batteries were shown asked which one; now both again.
const replies = (answer: Answer) => partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));

describe('two products in view', () => {
  const demo = shopForFile(SHOPS.demo);
  const listTwo = async (locale: 'zh-CN' | 'en') => {
    const conversation = await demo.talk(locale);
    const lines =
      locale === 'en' ? ['recommend a phone with a good camera', 'under 3000', 'any in white?'] : ['推荐一款拍照好的手机', '预算3000左右', '有白色吗'];
    let listed = '';
    for (const line of lines) listed = (await conversation.say(line)).text;
    expect(listed).toMatch(/Find X8.*Reno 13/);
    return conversation;
  };

  it.each([
    ['zh-CN', '这款续航怎么样', /^电池：Find X8 5630mAh；Reno 13 5600mAh。/],
    ['en', 'how is the battery on this one?', /^Battery: Find X8 5630mAh; Reno 13 5600mAh\./],
    ['en', 'how is its battery life?', /^Battery: Find X8 5630mAh; Reno 13 5600mAh\./],
  ] as const)('%s "%s": both batteries side by side', async (locale, asked, expected) => {
    const conversation = await listTwo(locale);
    expect((await conversation.say(asked)).text).toMatch(expected);
  });

  // Before: the second question, right after the first was answered for both, asked "请问您指的是哪一款？".
  it.each([
    ['zh-CN', '这款续航怎么样', '它的续航怎么样', '电池：Find X8 5630mAh；Reno 13 5600mAh。'],
    ['en', 'how is the battery on this one?', 'how is its battery life?', 'Battery: Find X8 5630mAh; Reno 13 5600mAh.'],
  ] as const)('%s "%s" → "%s": both batteries again, no which-one', async (locale, first, again, expected) => {
    const conversation = await listTwo(locale);
    await conversation.say(first);
    expect((await conversation.say(again)).text).toBe(expected);
  });

  it.each([
    ['zh-CN', '好的我要了', '要买哪一款：Find X8 还是 Reno 13？', ['我要 Find X8', '我要 Reno 13'], 'Find X8：在商品页选好规格'],
    [
      'en',
      'ok I will take it',
      'Which one would you like to buy: the Find X8 or the Reno 13?',
      ["I'll take the Find X8", "I'll take the Reno 13"],
      'To buy the Find X8',
    ],
  ] as const)('%s "%s": which of the two to buy, each a quick reply that buys it', async (locale, decided, asked, offered, bought) => {
    const conversation = await listTwo(locale);
    const answer = await conversation.say(decided);
    expect(answer.text).toBe(asked);
    expect(replies(answer)).toEqual(offered);
    expect((await conversation.say(offered[0])).text).toContain(bought);
  });

  it.each([
    ['zh-CN', '对比 X8 和 X9', '好的我要了', '要买哪一款：Find X8 还是 Find X9？'],
    ['en', 'compare X8 and X9', 'I will take it', 'Which one would you like to buy: the Find X8 or the Find X9?'],
  ] as const)('%s "%s" → "%s": which of the two compared', async (locale, compare, decided, asked) => {
    const conversation = await demo.talk(locale);
    await conversation.say(compare);
    expect((await conversation.say(decided)).text).toBe(asked);
  });
});
