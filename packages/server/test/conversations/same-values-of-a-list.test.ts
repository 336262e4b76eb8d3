import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// After a list (shops/threadline, rules path: "dresses under $100" lists four dresses, each in XS / S / M / L), "what
// about sizes?" / "尺码呢" answered "Size: Linen Midi Dress XS / S / M / L; Wrap Dress XS / S / M / L; …" (four times
// the same values), then the price comparison summary again ("Here is how they compare: Linen Midi Dress $98 … vs
// Shirt Dress $84. Details in the table."). Built: values every listed product shares are said once ("Size: all four
// come in XS / S / M / L."); a question asking option values alone is answered with them, without the price summary.
describe('the same values over a list, said once', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['en', 'dresses under $100', 'what about sizes?', 'Size: all four come in XS / S / M / L.'],
    ['zh-CN', '100美元以内的裙子', '尺码呢', 'Size：这 4 款都是 XS / S / M / L。'],
  ] as const)('%s "%s" → "%s": the sizes once, no price summary', async (locale, list, asked, expected) => {
    const c = await threadline.talk(locale);
    expect((await c.say(list)).text).toMatch(/Linen Midi Dress.*Wrap Dress.*Knit Sweater Dress.*Shirt Dress/);
    expect((await c.say(asked)).text).toBe(expected);
  });

  it('"what colours?" of the same list: each dress its own colours, still without the price summary', async () => {
    const c = await threadline.talk('en');
    await c.say('dresses under $100');
    const colours = await c.say('what colours do they come in?');
    expect(colours.text).toMatch(/^Colou?r: Linen Midi Dress .+; Wrap Dress .+; Knit Sweater Dress .+; Shirt Dress .+\.$/);
    expect(colours.text).not.toContain('compare');
  });
});
