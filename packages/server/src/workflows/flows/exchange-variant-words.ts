import type { Product } from '../../ports/commerce-backend.js';
import { optionGroupKind } from '../../shop/option-group-kind.js';

type Variant = Product['variants'][number];

// The words shoppers use for the usual clothing sizes, in both languages.
const SIZE_WORDS: Readonly<Record<string, readonly string[]>> = {
  XXS: ['extra extra small', '2xs'],
  XS: ['extra small', 'x-small', '加小号'],
  S: ['small', '小号', '小码'],
  M: ['medium', '中号', '中码'],
  L: ['large', '大号', '大码'],
  XL: ['extra large', 'x-large', '加大号', '加大码'],
  XXL: ['extra extra large', 'xx-large', '2xl', '特大号'],
};
const BIGGER = [
  '大一码',
  '大一号',
  '大一点',
  '大点的',
  '大一个码',
  'one size up',
  'a size up',
  'size up',
  'bigger',
  'larger',
  'a bigger size',
  'a larger size',
];
const SMALLER = ['小一码', '小一号', '小一点', '小点的', '小一个码', 'one size down', 'a size down', 'size down', 'smaller', 'a smaller size'];

/**
 * What else names another variant to exchange for, when it differs from the one bought in one option only: that
 * option's value ("L", "Sand", in every language given) and, for a size, its words ("large", "大号") and, for the
 * next or previous size, "大一码" / "one size up" / "smaller". So "L" picks L in the colour and fit bought, not one of
 * the other L variants; a variant differing in more than one option is named by its full label only.
 */
export function exchangeVariantWords(product: Product, own: Variant | undefined, other: Variant, shownValues: readonly string[][]): string[] {
  if (!own) return [];
  const differing = other.optionValues.flatMap((value, position) => (value === own.optionValues[position] ? [] : [position]));
  if (differing.length !== 1) return [];
  const position = differing[0]!;
  const value = other.optionValues[position]!;
  const words = [value, ...shownValues.map((values) => values[position]!).filter(Boolean)];
  const group = product.options[position];
  if (!group || optionGroupKind(group.name) !== 'size') return words;
  words.push(...(SIZE_WORDS[value.toUpperCase()] ?? []));
  const order = group.values;
  const step = order.indexOf(value) - order.indexOf(own.optionValues[position]!);
  if (step === 1) words.push(...BIGGER);
  if (step === -1) words.push(...SMALLER);
  return words;
}
