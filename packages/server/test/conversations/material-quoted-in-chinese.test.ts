import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On shops/threadline (an English catalog), "亚麻衬衫是什么面料" answered "Linen Shirt：Woven from breathable cotton and
// linen, …" — the listing's English sentence as Kefu's own words — and "质量怎么样" of the shirt just shown was not
// understood ("抱歉，我没太理解您的意思"); after "亚麻衬衫多少钱" (a search answered as the one match's price) the shirt was
// not in focus, so "质量怎么样" asked "请问您想了解哪款商品？" and "它是纯棉的吗" answered of two other shirts. Built: a
// search answered as one product's price or stock puts that product in focus (update-focus.ts); a material or yes/no quality
// answer gives the description's sentences as the listing's, quoted in Chinese ("Linen Shirt 的商品说明：“…”",
// material-answer.ts describedAs), and a question of how good a product is in general ("质量怎么样", "做工好吗", "how
// is the quality?", "is it well made?", build-quality-question.ts) is what its listing says it is made of, else its
// first sentences, as the listing's words. English answers keep their shape.
describe('what a product is made of, quoted from an English listing', () => {
  const threadline = shopForFile(SHOPS.threadline);
  const LINEN = '“Woven from breathable cotton and linen, the Linen Shirt is a Threadline everyday piece.”';

  it('"亚麻衬衫是什么面料": the listing\'s sentence in quotation marks', async () => {
    const answer = await (await threadline.talk('zh-CN')).say('亚麻衬衫是什么面料');
    expect(answer.text).toBe(`Linen Shirt 的商品说明：${LINEN}`);
  });

  it('"质量怎么样" right after the linen shirt\'s price: what its listing says it is made of', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('亚麻衬衫多少钱');
    const answer = await conversation.say('质量怎么样');
    expect(answer.text).toBe(`Linen Shirt 的商品说明：${LINEN}`);
  });

  it('"做工好吗" right after the denim jacket: its first sentence quoted (no material named)', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('Denim Jacket多少钱');
    const answer = await conversation.say('做工好吗');
    expect(answer.text).toMatch(/^Denim Jacket 的商品说明：“Built for wind & weather with taped seams, the Denim Jacket is a Threadline everyday piece\./);
  });

  it('"它是纯棉的吗" of the linen shirt: not pure cotton, the listing quoted', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('亚麻衬衫多少钱');
    const answer = await conversation.say('它是纯棉的吗');
    expect(answer.text).toBe(`不是纯棉：Linen Shirt 的商品说明：${LINEN}`);
  });

  it('English: "how is the quality?" after the linen shirt is its listing\'s sentence', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('how much is the linen shirt?');
    const answer = await conversation.say('how is the quality?');
    expect(answer.text).toBe('Linen Shirt: Woven from breathable cotton and linen, the Linen Shirt is a Threadline everyday piece.');
  });
});
