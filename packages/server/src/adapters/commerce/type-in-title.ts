import pluralize from 'pluralize';
import type { Product } from '../../ports/commerce-backend.js';

/**
 * Whether a product's title names a type it is not filed under: live exports file one-pieces under a broad
 * "SWIMWEAR" or under no type at all ("DELIGHTFUL ONE PIECE", "Mighty Onepiece") beside others typed "One-Pieces".
 * A title that also names the product's own type ("Ring Pendant Necklace" typed Necklaces) is of that type only,
 * and only whole words count ("Earrings" does not name Rings). Latin types only: CJK titles have no word breaks.
 */
export function titleNamesType(product: Pick<Product, 'title' | 'type'>, type: string): boolean {
  const names = (pattern: RegExp | undefined) => pattern?.test(product.title) ?? false;
  if (!names(typePattern(type))) return false;
  return !product.type || !names(typePattern(product.type));
}

const patterns = new Map<string, RegExp | undefined>();

/** "Swimwear > One-Pieces" → one[ -]?piece(s) as whole words; undefined for a type that is not Latin words. */
function typePattern(type: string): RegExp | undefined {
  if (patterns.has(type)) return patterns.get(type);
  const leaf = type.split('>').at(-1)!.trim().toLowerCase();
  const words = leaf.split(/[\s_-]+/).filter(Boolean);
  const pattern =
    words.length && words.every((word) => /^[a-z']+$/.test(word))
      ? new RegExp(`\\b${[...words.slice(0, -1), pluralize.singular(words.at(-1)!)].map((word) => word.replace(/'/g, "'?")).join('[\\s_-]?')}(?:e?s)?\\b`, 'i')
      : undefined;
  patterns.set(type, pattern);
  return pattern;
}
