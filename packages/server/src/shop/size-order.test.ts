import { describe, expect, it } from 'vitest';
import { inSizeOrder, sizeLetters } from './size-order.js';

describe('size letters and size order', () => {
  it.each([
    ['xl', 'XL'],
    ['Xs', 'XS'],
    ['2xl', '2XL'],
    ['xxs', 'XXS'],
    ['m', 'M'],
    ['One Size', 'One Size'],
    ['Medium', 'Medium'],
    ['10', '10'],
  ])('"%s" is shown as "%s"', (value, shown) => {
    expect(sizeLetters(value)).toBe(shown);
  });

  it('orders letter sizes from smallest to largest, 2XL with XXL', () => {
    expect(inSizeOrder(['M', 'XL', 'S', '3XL', 'XS', 'L', 'XXS', '2XL'])).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
  });

  it('puts numbered sizes first, in number order, and other values last as given', () => {
    expect(inSizeOrder(['One Size', 'S', '10', 'M', '4', '8'])).toEqual(['4', '8', '10', 'S', 'M', 'One Size']);
  });
});
