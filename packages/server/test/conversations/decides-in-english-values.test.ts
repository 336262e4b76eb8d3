import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On a catalog whose values are Chinese (shops/demo: Pad 3 in 夜幕灰 / 星光金, Find X9 in 钛晨灰 / 雾凇白 / 深空黑,
// English names Starlight Gold, Frost White…), "I will take the gold one" after the Pad 3 got an unrelated help article
// (the earbuds' pairing) and "I'll take it in gold" "could not find anything": the search reads "gold" as the catalog's
// 星光金, the decision to buy did not — it only struck the values' own words from the message. Built: a decision to buy
// in values strikes every name the search gives those values (their English names, the basic colour words), so it is
// how to buy the product in view in that value. "那我要金色的" always was; threadline (values in English) in zh too.
describe('deciding to buy in a value named in the other language', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['how much is the Pad 3?', 'I will take the gold one', 'Starlight Gold'],
    ['how much is the Pad 3?', "I'll take it in gold", 'Starlight Gold'],
    ['how much is the X9?', "ok I'll take the frost white one", 'Frost White'],
  ] as const)('demo en %j → %j', async (first, decision, value) => {
    const conversation = await demo.talk('en');
    await conversation.say(first);
    const answer = await conversation.say(decision);
    expect(answer.text).toContain(`choose ${value}`);
    expect(answer.text).not.toMatch(/help article|could not find/);
  });

  it.each([
    ['Pad 3多少钱', '那我要金色的', '星光金'],
    ['X9多少钱', '那就要白色的吧', '雾凇白'],
  ] as const)('demo zh-CN %j → %j', async (first, decision, value) => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say(first);
    const answer = await conversation.say(decision);
    expect(answer.text).toContain(`在商品页选 ${value}`);
  });

  it('threadline zh-CN: "那我要藏青色的" after the linen shirt is the shirt in Navy', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('linen shirt多少钱');
    const answer = await conversation.say('那我要藏青色的');
    expect(answer.text).toContain('Navy');
    expect(answer.text).toContain('加入购物车');
  });
});
