import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A yes/no question right after a list, that no listed product's listing answers ("what shirts do you have?" → "is
// it padded?", "衬衫有哪些" → "防水吗"). Before, one sentence per product that differed only in the title: "The
// listing for the Linen Shirt does not say whether it is padded. The listing for the Oxford Button-Down Shirt does
// not say whether it is padded. …" four times. Now one sentence names them all. A product whose listing does answer
// keeps its own sentence. Shop: shops/threadline, whose shirts say nothing of padding or water.
const { talk } = shopForFile(SHOPS.threadline);

describe('what no listed product says, said once (threadline, rules path)', () => {
  it.each([
    ['en', 'what shirts do you have?', 'is it padded?', 'None of these listings says whether it is padded: '],
    ['zh-CN', '衬衫有哪些', '防水吗', '这几款的商品信息都没有写明是否防水：'],
  ] as const)('%s "%s" → "%s" answers in one sentence naming every shirt', async (locale, list, question, sentence) => {
    const c = await talk(locale);
    const shirts = partsOf(await c.say(list), 'product').map((part) => part.name);
    expect(shirts.length).toBeGreaterThanOrEqual(3);
    const answer = await c.say(question);
    expect(answer.text.startsWith(sentence), answer.text).toBe(true);
    for (const title of shirts) expect(answer.text.split(title).length - 1, title).toBe(1);
  });
});
