import { describe, expect, it } from 'vitest';
import { numbersAreGrounded } from '../../src/agent/answers/grounded-numbers.js';
import { createGroundedStream } from '../../src/agent/answers/grounded-stream.js';

const X9_PRICE = [{ tool: 'get_price_info', status: 'ok', product: { name: 'Find X9', specs: { charging: '80W 有线 + 50W 无线', battery: '7025mAh', screen: '6.59英寸' }, colors: [{ name: '深空黑', stock: 12 }] }, original: 3999, subsidy: 500, final: 3499 }];

describe('numbersAreGrounded', () => {
  it.each([
    ['Find X9 售价 3999 元，国补 500 元，到手价 3499 元。', true],
    ['Find X9 is ¥3,999 before the subsidy.', true],
    ['深空黑还剩 12 台。', true],
    ['电池 7025mAh，支持 80W 快充。', true],
    ['签收后 7 天内可以无理由退货。', true],
    ['Find X9 只要 2599 元。', false],
    ['国补 50 元。', false],
    ['价格是 1999', false],
    ['深空黑还剩 30 台。', false],
    ['only 40 units left', false],
  ])('"%s" → %s', (answer, grounded) => {
    expect(numbersAreGrounded(answer, X9_PRICE, 'Find X9 多少钱')).toBe(grounded);
  });

  it('takes no price from the shopper’s words, but lets other numbers echo them', () => {
    expect(numbersAreGrounded('是的，Find X9 现在 1999 元。', X9_PRICE, 'Find X9 现在是不是 1999 元？')).toBe(false);
    expect(numbersAreGrounded('您说的 2025 款就是 Find X9。', X9_PRICE, '2025 款的 X9 呢')).toBe(true);
  });
});

describe('createGroundedStream', () => {
  const run = (pieces: string[], results: unknown[] = X9_PRICE) => {
    const emitted: string[] = [];
    const stream = createGroundedStream({ results, shopperText: 'X9 多少钱', emit: (text) => emitted.push(text) });
    for (const piece of pieces) stream.push(piece);
    stream.end();
    return emitted;
  };

  it('emits whole clauses once their numbers check out, the last one at the end', () => {
    expect(run(['Find X9 售', '价 39', '99 元，到手', '价 3499 元', '。祝您购物愉快'])).toEqual(['Find X9 售价 3999 元，', '到手价 3499 元。', '祝您购物愉快']);
  });

  it('never splits "3,999" or "6.59" and stops at the first invented number', () => {
    expect(run(['The X9 is ¥3,', '999. It has a 6.', '59 inch screen, and costs 2599 yuan', ' after all.'])).toEqual(['The X9 is ¥3,999.', ' It has a 6.59 inch screen,']);
  });

  it('emits nothing before a tool has answered', () => {
    expect(run(['好的，我来查一下。'], [])).toEqual([]);
  });
});
