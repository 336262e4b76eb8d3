import { describe, expect, it } from 'vitest';
import { numbersAreGrounded } from '../../src/agent/answers/grounded-numbers.js';
import { createGroundedStream } from '../../src/agent/answers/grounded-stream.js';

const cny = (amount: number) => ({ amount, currency: 'CNY' });
// Money in minor units, as the tools return it; answers state it in the main unit.
const X9_PRICE = [
  {
    tool: 'get_price_info',
    status: 'ok',
    product: {
      title: 'Find X9',
      attributes: { 充电: '80W 有线 + 50W 无线', 电池: '7025mAh', 屏幕: '6.59英寸' },
      variants: [{ optionValues: ['深空黑', '12GB'], price: cny(399_900), inventory: { tracked: true, quantity: 12, policy: 'deny' } }],
      promotions: [{ name: '国补', amount: cny(50_000) }],
    },
    price: cny(399_900),
    final: cny(349_900),
  },
];
// The demo shop's currency words, from its lexicon.yaml.
const WORDS = ['元', '块', 'yuan', 'rmb'];

describe('numbersAreGrounded', () => {
  it.each([
    ['Find X9 售价 3999 元，国补 500 元，到手价 3499 元。', true],
    ['Find X9 is ¥3,999 before the subsidy.', true],
    ['深空黑还剩 12 台。', true],
    ['电池 7025mAh，支持 80W 快充。', true],
    ['签收后 7 天内可以无理由退货。', true],
    ['Find X9 只要 2599 元。', false],
    ['国补 50 元。', false],
    ['Find X9 is 2599 CNY.', false],
    ['价格是 1999', false],
    ['深空黑还剩 30 台。', false],
    ['only 40 units left', false],
  ])('"%s" → %s', (answer, grounded) => {
    expect(numbersAreGrounded(answer, X9_PRICE, 'Find X9 多少钱', WORDS)).toBe(grounded);
  });

  it('takes no price from the shopper’s words, but lets other numbers echo them', () => {
    expect(numbersAreGrounded('是的，Find X9 现在 1999 元。', X9_PRICE, 'Find X9 现在是不是 1999 元？', WORDS)).toBe(false);
    expect(numbersAreGrounded('Yes, the X9 is $1999 now.', X9_PRICE, 'is the X9 $1999 now?')).toBe(false);
    expect(numbersAreGrounded('The X9 is 3999 CNY, 349900 would be fen.', X9_PRICE, '')).toBe(true);
    expect(numbersAreGrounded('您说的 2025 款就是 Find X9。', X9_PRICE, '2025 款的 X9 呢')).toBe(true);
  });
});

describe('createGroundedStream', () => {
  const run = (pieces: string[], results: unknown[] = X9_PRICE) => {
    const emitted: string[] = [];
    const stream = createGroundedStream({ results, shopperText: 'X9 多少钱', emit: (text) => emitted.push(text), currencyWords: WORDS });
    for (const piece of pieces) stream.push(piece);
    stream.end();
    return emitted;
  };

  it('emits whole clauses once their numbers check out, the last one at the end', () => {
    expect(run(['Find X9 售', '价 39', '99 元，到手', '价 3499 元', '。祝您购物愉快'])).toEqual(['Find X9 售价 3999 元，', '到手价 3499 元。', '祝您购物愉快']);
  });

  it('never splits "3,999" or "6.59" and stops at the first invented number', () => {
    expect(run(['The X9 is ¥3,', '999. It has a 6.', '59 inch screen, and costs 2599 yuan', ' after all.'])).toEqual([
      'The X9 is ¥3,999.',
      ' It has a 6.59 inch screen,',
    ]);
  });

  it('emits nothing before a tool has answered', () => {
    expect(run(['好的，我来查一下。'], [])).toEqual([]);
  });
});
