import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Right after "对比 X8 和 X9", "它有几种颜色", "它们有几种颜色" and "what colours does it come in?" answered the X9's
// colours alone (the last one named), as "what sizes does it come in?" did the Oxford shirt's after comparing two
// shirts: "it" there is either of the two, "它们" both. Built: a colour or size question of "it" / "它" / "它们" /
// "they" right after a comparison sets the colours (sizes) of each compared side by side, as "what colours?" did.
// shops/demo: Find X8 星野黑 / 浮光白 / 追风蓝 (Stellar Black / Pearl White / Breeze Blue), Find X9 钛晨灰 / 雾凇白 /
// 深空黑 (Titanium Grey / Frost White / Space Black); shops/threadline: Linen Shirt S–XL, Oxford Button-Down Shirt S–XXL.
describe('an option question of "it" while two are compared', () => {
  const demo = shopForFile(SHOPS.demo);
  const threadline = shopForFile(SHOPS.threadline);

  it.each(['它有几种颜色', '它们有几种颜色', '它有哪些颜色可选'])('zh-CN "对比 X8 和 X9" → "%s": both phones\' colours', async (asked) => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('对比 X8 和 X9');
    const answer = await conversation.say(asked);
    expect(answer.text).toMatch(/^颜色：Find X8 星野黑 \/ 浮光白 \/ 追风蓝；Find X9 钛晨灰 \/ 雾凇白 \/ 深空黑。/);
  });

  it.each(['what colours does it come in?', 'what colors do they come in?'])('en "compare X8 and X9" → "%s": both phones\' colours', async (asked) => {
    const conversation = await demo.talk('en');
    await conversation.say('compare X8 and X9');
    const answer = await conversation.say(asked);
    expect(answer.text).toMatch(/^Color: Find X8 Stellar Black \/ Pearl White \/ Breeze Blue; Find X9 Titanium Grey \/ Frost White \/ Space Black\./);
  });

  it('threadline en "what sizes does it come in?" after two shirts: both shirts\' sizes', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('compare the linen shirt and the oxford shirt');
    const answer = await conversation.say('what sizes does it come in?');
    expect(answer.text).toMatch(/^Size: Linen Shirt S \/ M \/ L \/ XL; Oxford Button-Down Shirt S \/ M \/ L \/ XL \/ XXL\./);
  });
});
