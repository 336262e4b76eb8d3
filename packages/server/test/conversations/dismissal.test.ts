import { describe, expect, it } from 'vitest';
import { demoCatalog, partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 3: letting a question go with nothing open. "never mind", "forget it", "nothing" and "算了" were handed
// to a person as low confidence, "没事了" answered "no article found" and "不用了" a battery-care article; they get a
// short acknowledgement, and the conversation goes on as before.
const catalog = demoCatalog();
const X8 = catalog.get('Find X8')!;
const { talk } = shopForFile(SHOPS.demo);

describe('"never mind" / "算了" with nothing open (rules path)', () => {
  it.each(['never mind', 'forget it', 'nothing', "that's all, thanks", "never mind, I don't need it"])(
    '"%s" is acknowledged, no person, no article',
    async (words) => {
      const c = await talk('en');
      const answer = await c.say(words);
      expect(answer.text).toBe("OK. If there's anything else, just ask.");
      expect(answer.parts).toEqual([]);
    },
  );

  it.each(['算了', '没事了', '不用了', '那算了吧', '算了，不买了', '算了不看了'])('"%s" is acknowledged, no person, no article', async (words) => {
    const c = await talk();
    const answer = await c.say(words);
    expect(answer.text).toBe('好的，有需要随时找我。');
    expect(answer.parts).toEqual([]);
  });

  it('"how much is the X9?" → "never mind" → "how much is the X8?": acknowledged, then the X8\'s price as before', async () => {
    const c = await talk('en');
    await c.say('how much is the X9?');
    expect((await c.say('never mind')).text).toBe("OK. If there's anything else, just ask.");
    const x8 = await c.say('how much is the X8?');
    expect(partsOf(x8, 'price')).toEqual([expect.objectContaining({ name: X8.title, price: expect.objectContaining({ amount: X8.price }) })]);
  });
});
