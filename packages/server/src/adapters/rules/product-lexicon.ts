import type { Product } from '../../ports/commerce-backend.js';
import { colorNames } from '../commerce/match-color.js';
import { normalizeName } from '../commerce/match-products.js';

/** A product name or alias, normalised for matching. */
interface LexiconEntry {
  key: string;
  productId: string;
}

/** The catalog's product names, aliases and colours, for entity extraction. */
export interface ProductLexicon {
  /** Longest first, so "find x9 pro" wins over "x9". */
  readonly entries: readonly LexiconEntry[];
  /** Catalog colour names in every language ("星野黑", "Stellar Black"), longest first. */
  readonly colors: readonly string[];
  /** Product display names by id. */
  readonly names: ReadonlyMap<string, string>;
}

/** Builds the lexicon from the catalog. */
export function buildProductLexicon(products: readonly Product[]): ProductLexicon {
  const entries: LexiconEntry[] = [];
  for (const product of products) {
    const translated = Object.values(product.i18n ?? {}).flatMap((text) => (text?.name ? [text.name] : []));
    const keys = new Set([product.name, ...translated, ...product.aliases].map(normalizeName).filter((key) => key.length >= 2));
    for (const key of keys) entries.push({ key, productId: product.productId });
  }
  entries.sort((a, b) => b.key.length - a.key.length);
  const names = products.flatMap((product) => product.colors.flatMap((color) => colorNames(product, color.name)));
  const colors = [...new Set(names)].sort((a, b) => b.length - a.length);
  return { entries, colors, names: new Map(products.map((product) => [product.productId, product.name])) };
}

/** Where a product is named: its id and the span of the text that names it. */
interface ProductMention {
  productId: string;
  start: number;
  end: number;
}

function productMentions(text: string, lexicon: ProductLexicon): ProductMention[] {
  // Strip separators as normalizeName does, but remember where a word began ("the find x8" must match "findx8") and
  // where each character came from.
  const starts: boolean[] = [];
  const origin: number[] = [];
  let haystack = '';
  let gap = true;
  for (const [index, char] of [...text].entries()) {
    if (/[\s_-]/.test(char)) {
      gap = true;
      continue;
    }
    for (const lower of char.toLowerCase()) {
      starts.push(gap);
      origin.push(index);
      haystack += lower;
      gap = false;
    }
  }
  const found: ProductMention[] = [];
  for (const entry of lexicon.entries) {
    let from = 0;
    for (;;) {
      const at = haystack.indexOf(entry.key, from);
      if (at < 0) break;
      const before = haystack[at - 1] ?? '';
      const after = haystack[at + entry.key.length] ?? '';
      // "x9" must not match inside "x90" or "ax9", but may be followed by a separate number ("x9 16g", "x9 pro 16+512");
      // a longer alias has already consumed "x9pro".
      const end = at + entry.key.length;
      if ((starts[at] || !/[a-z]/.test(before)) && (!/[0-9]/.test(after) || starts[end])) {
        found.push({ productId: entry.productId, start: origin[at]!, end: origin[end - 1]! + 1 });
        haystack = haystack.slice(0, at) + '\u0000'.repeat(entry.key.length) + haystack.slice(at + entry.key.length);
      }
      from = at + entry.key.length;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The products a text names, in order of appearance, each once. */
export function findProducts(text: string, lexicon: ProductLexicon): string[] {
  return [...new Set(productMentions(text, lexicon).map((mention) => mention.productId))];
}

/** The text without the product names in it: what a search of help articles, which never name products, should see. */
export function withoutProducts(text: string, lexicon: ProductLexicon): string {
  const chars = [...text];
  for (const { start, end } of productMentions(text, lexicon).reverse()) chars.splice(start, end - start);
  return chars.join('').replace(/\s+/g, ' ').trim();
}
