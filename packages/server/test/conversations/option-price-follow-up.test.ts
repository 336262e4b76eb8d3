import { describe, expect, it } from 'vitest';
import { demoCatalog, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "X9有货吗" → "16G多少钱" / "is the X9 in stock?" → "how much is the 16GB?": a price asked in one value of the product
// in focus. Before, the value after a product question was read as "does it come in it?" whatever it asked, so the
// answer was the 16GB variants' stock. Now a price asked so is its price in that value. Prices: shops/demo/products.json.
const x9 = [...demoCatalog().values()].find((product) => product.title === 'Find X9')!;
const price = `¥${x9.price / 100}`;
const { talk } = shopForFile(SHOPS.demo);

describe('a price asked in one value of the product in focus (demo shop, rules path)', () => {
  it.each([
    ['zh-CN', 'X9有货吗', '16G多少钱', `Find X9（16GB） 当前售价 ${price}`],
    ['en', 'is the X9 in stock?', 'how much is the 16GB?', `The Find X9 in 16GB is ${price}`],
  ] as const)('%s "%s" → "%s" answers the price', async (locale, stock, asked, expected) => {
    const c = await talk(locale);
    await c.say(stock);
    const answer = await c.say(asked);
    expect(answer.text.startsWith(expected), answer.text).toBe(true);
  });
});
