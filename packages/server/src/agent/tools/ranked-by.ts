import type { Product } from '../../ports/commerce-backend.js';

const FIRST_NUMBER = /\d+(?:\.\d+)?/;

/**
 * Products ranked by the first number of one attribute ("193g", "7025mAh"), the least or the most first; those whose
 * value holds no number, or that lack the attribute, keep their order after the ranked ones. The values of one
 * attribute of one catalog share a unit, so their numbers compare.
 */
export function rankedBy(products: readonly Product[], attribute: string, order: 'least' | 'most'): Product[] {
  const numberOf = (product: Product) => {
    const value = product.attributes[attribute];
    const number = value ? FIRST_NUMBER.exec(value)?.[0] : undefined;
    return number === undefined ? undefined : Number(number);
  };
  const ranked = products.filter((product) => numberOf(product) !== undefined);
  ranked.sort((a, b) => (order === 'least' ? numberOf(a)! - numberOf(b)! : numberOf(b)! - numberOf(a)!));
  return [...ranked, ...products.filter((product) => numberOf(product) === undefined)];
}
