import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "我买的耳机有杂音" / "the earbuds I bought crackle" from c_1002 (shops/demo): a fault of the shopper's own earbuds.
// Before, "有杂音" and "crackle" were no fault the demo's lexicon knew, so "我买的耳机" made it an order lookup (the
// status of KF10020006), and the English one went on to the returns article. The demo's fault cues and its earbuds
// article's aliases (shop data, shops/demo) now hold them: the earbuds troubleshooting article, with the repair a tap away.
const { talk } = shopForFile(SHOPS.demo);

describe('a fault of an item the shopper bought (demo shop, rules path)', () => {
  it.each([
    ['zh-CN', '我买的耳机有杂音', '根据帮助文章《蓝牙耳机连接不上或单边无声》', '申请维修'],
    ['en', 'the earbuds I bought crackle', 'From our help article “Earbuds will not connect, or one side is silent”', 'Request a repair'],
  ] as const)('%s "%s" is troubleshot from the earbuds article', async (locale, said, article, repair) => {
    const c = await talk(locale, 'c_1002');
    const answer = await c.say(said);
    expect(answer.text.startsWith(article), answer.text).toBe(true);
    expect(partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text))).toContain(repair);
  });
});
