import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "我想买个平板，预算3000" (Pad 3, Pad SE) → "哪个屏幕大" → "那就要金色的" answered how to buy the Pad SE, which comes in
// no gold (the last product named). Built: a decision naming values and no product is about the latest product in view
// that comes in every one of them. shops/demo: Pad 3 夜幕灰 / 星光金; Pad SE in neither gold.
describe('a decision in values picks the product in view that has them', () => {
  const demo = shopForFile(SHOPS.demo);

  it('那就要金色的 → the Pad 3 in 星光金', async () => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('我想买个平板，预算3000');
    await conversation.say('哪个屏幕大');
    const answer = await conversation.say('那就要金色的');
    expect(answer.text).toMatch(/^Pad 3 星光金/);
    expect(answer.text).toContain('在商品页选 星光金');
  });

  it('one product in focus keeps it: X9有白色的吗 → 就要白色的', async () => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('X9有白色的吗');
    const answer = await conversation.say('就要白色的');
    expect(answer.text).toContain('在商品页选 雾凇白');
  });
});
