import type { LexiconWord } from '../../adapters/rules/product-lexicon.js';

/**
 * A lexicon word as a reply shows it: a Chinese word as the catalog or the built-in words write it ("T恤", not the
 * "t恤" the rules match with); an English one lower-cased, as it reads inside a phrase ("cheapest tees").
 */
export function shownWord(word: LexiconWord | undefined): string | undefined {
  if (!word) return undefined;
  return word.written && /\p{Script=Han}/u.test(word.written) ? word.written : word.key;
}
