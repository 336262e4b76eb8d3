import { describe, expect, it } from 'vitest';
import type { Product } from '../../ports/commerce-backend.js';
import { exchangeVariantWords } from './exchange-variant-words.js';

const variant = (optionValues: string[]) => ({ variantId: optionValues.join('-'), optionValues }) as unknown as Product['variants'][number];
const product = {
  options: [
    { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
    { name: 'Color', values: ['White', 'Sand'] },
  ],
} as unknown as Product;
const own = variant(['M', 'White']);

describe('the words naming a variant to exchange for', () => {
  it('the next size up in the colour bought: its value, size words and "one size up"', () => {
    const words = exchangeVariantWords(product, own, variant(['L', 'White']), [['L', '白色']]);
    expect(words).toEqual(expect.arrayContaining(['L', 'large', '大号', '大一码', 'one size up', 'bigger']));
    expect(words).not.toContain('smaller');
  });
  it('the size down gets "小一码", another colour its value only', () => {
    expect(exchangeVariantWords(product, own, variant(['S', 'White']), [])).toEqual(expect.arrayContaining(['S', 'small', '小一码']));
    expect(exchangeVariantWords(product, own, variant(['M', 'Sand']), [['M', '沙色']])).toEqual(['Sand', '沙色']);
  });
  it('a variant differing in two options, or none known as bought, has no words of its own', () => {
    expect(exchangeVariantWords(product, own, variant(['L', 'Sand']), [])).toEqual([]);
    expect(exchangeVariantWords(product, undefined, variant(['L', 'White']), [])).toEqual([]);
  });
});
