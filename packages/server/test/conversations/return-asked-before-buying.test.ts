import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A guest's "X9能退吗" (no order in the conversation) is answered from the shop's returns terms, as asked before buying.
// Before, "能退吗" alone was searched and read closest to the refund's timing: the answer was the "退款时效" excerpt
// (when the money comes back), not whether and within how long the X9 can be returned. Now the question is searched as
// the return's terms ("退货条件 能退吗"), and the answer is the return window and its conditions, as in English.
// "X9可以换吗" / "Enco X3能不能换" were not read as an exchange at all (换 alone closing the question): the X9's specs.
// Now they are, and from a guest the exchange terms answer them.
// Articles: shops/demo/knowledge/*/returns-7-day.md, zh-CN/exchange-policy.md, shops/threadline/knowledge/zh-CN/returns.md.
const demo = shopForFile(SHOPS.demo);
const threadline = shopForFile(SHOPS.threadline);

describe('"能退吗" of a product, from a guest: the return window and its conditions (rules path)', () => {
  it.each(['X9能退吗', 'Enco X3能退吗'])('demo zh-CN "%s": 签收次日起 7 天内 and the conditions, not the refund timing', async (question) => {
    const c = await demo.talk('zh-CN');
    const answer = await c.say(question);
    expect(answer.text).toContain('签收次日起 7 天内');
    expect(answer.text).toContain('适用条件');
    expect(answer.text).not.toContain('退款时效');
    expect(partsOf(answer, 'knowledge_source')[0]?.title).toBe('七天无理由退货规则');
  });

  it('demo en "can I return the X9?": the return window (as it was)', async () => {
    const c = await demo.talk('en');
    expect((await c.say('can I return the X9?')).text).toContain('within 7 days of delivery');
  });

  it('threadline zh-CN "Linen Shirt能退吗": 签收后 30 天内', async () => {
    const c = await threadline.talk('zh-CN');
    expect((await c.say('Linen Shirt能退吗')).text).toContain('签收后 30 天内');
  });

  it.each(['X9可以换吗', 'Enco X3能不能换'])('demo zh-CN "%s": the exchange terms, not the specs', async (question) => {
    const c = await demo.talk('zh-CN');
    const answer = await c.say(question);
    expect(answer.text).toContain('签收后 15 天内');
    expect(partsOf(answer, 'knowledge_source')[0]?.title).toBe('换货政策');
  });
});
