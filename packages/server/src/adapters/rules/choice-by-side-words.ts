import type { ProductLexicon } from './product-lexicon.js';

// What separates the sides of a choice: "the slim jeans and the straight jeans", "A or B", "A vs B".
const SIDES = /\b(?:or|vs\.?|versus|and|compared? (?:to|with))\b/i;
const WORD = /[\p{Script=Latin}\p{N}]+/gu;
// Words too common to say which title is meant.
const FUNCTION_WORDS = new Set(['the', 'and', 'for', 'with', 'one', 'ones', 'your']);

/**
 * "compare the slim jeans and the straight jeans": each side of a choice named by words of one title that are not
 * next to each other in it ("slim … jeans" of Slim Fit Jeans), or that are also option values (a Slim fit), which the
 * partial names leave out. A side needs two such words, all in one title only: "black and white tees" names no two
 * products.
 */
export function choiceBySideWords(text: string, lexicon: Pick<ProductLexicon, 'names'>): string[] | undefined {
  const titles = [...lexicon.names].map(([id, title]) => ({ id, words: new Set(title.toLowerCase().match(WORD) ?? []) }));
  const known = new Set(titles.flatMap((title) => [...title.words]));
  const asTitled = (word: string) => (known.has(word) ? word : word.endsWith('s') && known.has(word.slice(0, -1)) ? word.slice(0, -1) : undefined);
  const picked: string[] = [];
  for (const side of text.toLowerCase().split(SIDES)) {
    const words = (side.match(WORD) ?? []).filter((word) => word.length >= 3 && !FUNCTION_WORDS.has(word)).flatMap((word) => asTitled(word) ?? []);
    if (!words.length) continue;
    const holding = titles.filter((title) => words.every((word) => title.words.has(word)));
    if (words.length < 2 || holding.length !== 1) return undefined;
    picked.push(holding[0]!.id);
  }
  const ids = [...new Set(picked)];
  return ids.length >= 2 ? ids : undefined;
}
