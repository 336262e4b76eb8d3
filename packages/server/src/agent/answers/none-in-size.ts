import type { Product } from '../../ports/commerce-backend.js';
import { optionGroupKind } from '../../shop/option-group-kind.js';
import type { AnswerLanguage } from './answer-language.js';

const NUMBER = /^\d+(?:\.\d+)?$/;

/** The size values of some products, in order: numbers by value, the rest as they first come. */
export function sizesOf(products: readonly Pick<Product, 'options'>[]): string[] {
  const values = [
    ...new Set(products.flatMap((product) => product.options.filter((group) => optionGroupKind(group.name) === 'size').flatMap((group) => group.values))),
  ];
  return values.every((value) => NUMBER.test(value)) ? values.sort((a, b) => Number(a) - Number(b)) : values;
}

/** The sizes written as numbers a catalog sells, by value, from its option groups by value (the lexicon's optionGroupsOf). */
export function sizesSoldAsNumbers(groupsOf: ReadonlyMap<string, readonly string[]> | undefined): string[] {
  return [...(groupsOf ?? new Map<string, readonly string[]>())]
    .filter(([value, groups]) => NUMBER.test(value) && groups.some((group) => optionGroupKind(group) === 'size'))
    .map(([value]) => value)
    .sort((a, b) => Number(a) - Number(b));
}

/**
 * "有42码的鞋吗" where nothing comes in 42: says so, with the sizes there are, and the products of the kind asked when
 * the search had another wish; else the sizes written as numbers the shop sells at all.
 */
export function noneInSize(
  sizes: readonly string[],
  kind: string | undefined,
  shown: { names: readonly string[]; sizes: readonly string[] } | undefined,
  soldAsNumbers: readonly string[],
  lang: AnswerLanguage,
): string {
  const asked = sizes.join(lang === 'en' ? ', ' : '、');
  if (lang === 'en') {
    if (!shown) return `Nothing comes in size ${asked}.${soldAsNumbers.length ? ` The sizes we carry as numbers: ${soldAsNumbers.join(', ')}.` : ''}`;
    const they = kind ?? 'these';
    return `We don't have ${kind ?? 'anything'} in size ${asked}${shown.sizes.length ? `; ${they} come in ${shown.sizes.join(', ')}` : ''}: ${shown.names.join(', ')}.`;
  }
  if (!shown) return `没有${asked}码的商品。${soldAsNumbers.length ? `现有的数字尺码：${soldAsNumbers.join('、')}。` : ''}`;
  return `没有${asked}码的${kind ?? '商品'}${shown.sizes.length ? `，现有尺码：${shown.sizes.join('、')}` : ''}。现有这些${kind ?? '商品'}：${shown.names.join('、')}。`;
}
