import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On shops/threadline (English catalog, USD), a product named by a fabric and its kind right after a price or a stock
// question ("衬衫多少钱" → "那牛津衬衫呢", "how much are the shirts?" → "and the oxford shirt?", "how much is the Linen
// Shirt?" → "what about the oxford shirt?") answered "为您找到 1 款符合条件的商品：Oxford Button-Down Shirt（$54 起）。" or
// the Oxford shirt's specs instead of its price: 牛津 beside 衬衫 was a search of the shirts' titles, and the kind word
// left beside the title ("the Oxford Button-Down Shirt shirt") was read as a question of its own. Now a fabric beside a
// kind that one title of the kind holds names that product (one-of-kind-titled.ts), the kind and the title's words
// ask nothing of their own, and a product named right after a list asked by price or stock is asked the same, as
// "那X8呢" is on the demo.
const { talk } = shopForFile(SHOPS.threadline);

async function answersTo(locale: 'zh-CN' | 'en', ...said: string[]): Promise<string[]> {
  const c = await talk(locale);
  const texts: string[] = [];
  for (const line of said) texts.push((await c.say(line)).text);
  return texts;
}

describe('a product named by its fabric and kind keeps the last question (threadline, rules path)', () => {
  it('"衬衫多少钱" → "那牛津衬衫呢" is the Oxford shirt\'s price, not a list of one', async () => {
    const [, oxford] = await answersTo('zh-CN', '衬衫多少钱', '那牛津衬衫呢');
    expect(oxford).toBe('Oxford Button-Down Shirt 当前售价 $54。');
  });

  it('"亚麻衬衫多少钱" → "那牛津衬衫呢" and "丹宁夹克多少钱" → "那法兰绒衬衫呢" are prices', async () => {
    expect((await answersTo('zh-CN', '亚麻衬衫多少钱', '那牛津衬衫呢'))[1]).toBe('Oxford Button-Down Shirt 当前售价 $54。');
    expect((await answersTo('zh-CN', '丹宁夹克多少钱', '那法兰绒衬衫呢'))[1]).toContain('Flannel Overshirt 当前售价 $68');
  });

  it('"亚麻衬衫有货吗" → "那牛津衬衫呢" is the Oxford shirt\'s stock', async () => {
    const [, oxford] = await answersTo('zh-CN', '亚麻衬衫有货吗', '那牛津衬衫呢');
    expect(oxford).toMatch(/^Oxford Button-Down Shirt：S：有货/);
  });

  it('English: "how much is the Linen Shirt?" → "what about the oxford shirt?", "how much are the shirts?" → "and the oxford shirt?"', async () => {
    expect((await answersTo('en', 'how much is the Linen Shirt?', 'what about the oxford shirt?'))[1]).toBe('The Oxford Button-Down Shirt is $54.');
    expect((await answersTo('en', 'how much are the shirts?', 'and the oxford shirt?'))[1]).toBe('The Oxford Button-Down Shirt is $54.');
  });

  it('"有牛津衬衫吗" is still the search listing it', async () => {
    const [found] = await answersTo('zh-CN', '有牛津衬衫吗');
    expect(found).toContain('Oxford Button-Down Shirt（$54 起）');
  });
});
