import type { Product } from '../../ports/commerce-backend.js';
import { escapeRegExp } from '../../adapters/rules/product-lexicon.js';

/**
 * Whether a product carries every word in its title, tags or description (in any of its languages), a Latin word as a
 * whole word ("boxy" is not in "boxyish", "star" not in "start"): "any boxy tees?" keeps the tees described so.
 */
export function carriesWords(product: Product, words: readonly string[]): boolean {
  const texts = [
    product.title,
    ...product.tags,
    product.description ?? '',
    ...Object.values(product.i18n ?? {}).flatMap((text) => [text?.title ?? '', text?.description ?? '']),
  ].join('\n');
  return words.every((word) =>
    /^[a-z0-9]/i.test(word) ? new RegExp(`(?<![a-z0-9])${escapeRegExp(word)}(?![a-z0-9])`, 'i').test(texts) : texts.includes(word),
  );
}
