import pluralize from 'pluralize';
import { RETAIL_WORDS, groupOf } from '../../adapters/rules/retail-words.js';
import type { ProductView } from '../tools/tool-results.js';

/**
 * The words a help article may name a product's kind by, in either language: its type in both numbers ("Jeans",
 * "Dresses" / "dress", the last part of "Apparel > Shirts") and the built-in words of its category ("牛仔裤", "连衣裙").
 * None for a product without a type.
 */
export function kindWords(product: Pick<ProductView, 'type'>): string[] {
  const type = product.type?.split('>').at(-1)?.trim().toLowerCase();
  if (!type) return [];
  const numbers = [type, pluralize.singular(type), pluralize.plural(type)];
  const group = numbers.map((word) => groupOf(RETAIL_WORDS.categories, word)).find(Boolean) ?? [];
  return [...new Set([...numbers, ...group])];
}
