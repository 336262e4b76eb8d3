import type { ProductLexicon } from './product-lexicon.js';

/** The products a part of their name could mean ("Merino" → Merino Crewneck Sweater, Merino Crew Socks), best first. */
export interface PartialNameMatch {
  productIds: string[];
  /** The words of the shopper's text that named them, as written. */
  phrase: string;
}

/** How many candidates a "which one?" question offers. */
export const MAX_CANDIDATES = 5;

// Words that name no product by themselves: grammar, not names. The catalog's types, option values and currency
// words are added per shop, so "shirt" or "black" alone never stands for every shirt or every black thing.
const GRAMMAR = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'in',
  'on',
  'for',
  'with',
  'to',
  'by',
  'my',
  'your',
  'this',
  'that',
  'is',
  'are',
  'do',
  'you',
  'have',
  'how',
  'much',
  'it',
  'pack',
  'set',
  'new',
  // "if it does not fit" speaks of fit, not of the Slim Fit Jeans.
  'fit',
]);

// Words ending in s that are not a title word's plural ("ones" must not name a "One Piece").
const NOT_PLURAL = new Set([
  'ones',
  'this',
  'does',
  'goes',
  'was',
  'has',
  'yes',
  'less',
  'plus',
  'its',
  'thanks',
  'always',
  'perhaps',
  'sizes',
  'colours',
  'colors',
  'options',
  'orders',
  'items',
  'products',
  'things',
  'days',
  'weeks',
  'months',
  'times',
  'ways',
  'pros',
]);

// Latin words and numbers only: "Merino多少钱" holds the word "merino".
const WORD = /[\p{Script=Latin}\p{N}]+/gu;

interface PartialIndex {
  /** Product ids by a run of consecutive words of their title ("merino crew"), lower-cased and space-joined. */
  spans: Map<string, string[]>;
  /** Words of each title, for ranking (a shorter title is a closer match). */
  titleWords: Map<string, number>;
  /** The longest run indexed, in words. */
  longest: number;
}

const indexes = new WeakMap<ProductLexicon, PartialIndex>();

function indexOf(lexicon: ProductLexicon): PartialIndex {
  const cached = indexes.get(lexicon);
  if (cached) return cached;
  const generic = new Set(GRAMMAR);
  for (const word of [...lexicon.types, ...lexicon.optionValues]) for (const part of word.key.match(WORD) ?? []) generic.add(part);
  for (const word of lexicon.currencyWords) generic.add(word);
  const spans = new Map<string, string[]>();
  const titleWords = new Map<string, number>();
  let longest = 0;
  for (const [productId, title] of lexicon.names) {
    // Only Latin-script titles split into words; a Chinese title has no spaces to split at.
    if (/\p{Script=Han}/u.test(title)) continue;
    const words = title.toLowerCase().match(WORD) ?? [];
    if (words.length < 2) continue;
    titleWords.set(productId, words.length);
    for (let length = 1; length < words.length; length += 1) {
      for (let start = 0; start + length <= words.length; start += 1) {
        const run = words.slice(start, start + length);
        // A run of only generic words ("shirt", "m black") or a bare number names no product.
        if (run.every((word) => generic.has(word) || /^\d+$/.test(word) || word.length < 2)) continue;
        const key = run.join(' ');
        const ids = spans.get(key);
        if (!ids) spans.set(key, [productId]);
        else if (ids.at(-1) !== productId) ids.push(productId);
        longest = Math.max(longest, length);
      }
    }
  }
  const built = { spans, titleWords, longest };
  indexes.set(lexicon, built);
  return built;
}

/** The word as a title writes it: itself, or its singular when only that is in one title ("hoodies" → "hoodie", "scarves" → "scarf"). */
function asTitled(word: string, index: PartialIndex): string {
  if (index.spans.has(word) || word.length < 4 || !word.endsWith('s') || NOT_PLURAL.has(word)) return word;
  // Every way an English plural may end, tried against the titles: pluralize.singular (the lexicon's library) gives one
  // guess and guesses "hoodies" → "hoody", where a title writes "Hoodie".
  const singulars = [word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`, `${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`];
  // A word several titles share is the lexicon's title word, searched in either number; only one title's is taken here.
  return singulars.find((singular) => index.spans.get(singular)?.length === 1) ?? word;
}

/** The text's Latin words with where they are, as the titles write them; the word after "how" is the question's. */
function wordsOf(text: string, index: PartialIndex) {
  return (
    [...text.matchAll(WORD)]
      .map((match) => ({ word: asTitled(match[0].toLowerCase(), index), start: match.index, end: match.index + match[0].length }))
      // "how long does it take" asks a length, it does not name the Long Sleeve Tee.
      .filter((word, at, all) => all[at - 1]?.word !== 'how')
  );
}

/**
 * The products whose title contains the longest run of the text's words that is part of a title, when the text
 * names no product by its full name or an alias. Undefined when no run of words is part of any title.
 */
export function matchPartialName(text: string, lexicon: ProductLexicon): PartialNameMatch | undefined {
  const index = indexOf(lexicon);
  const words = wordsOf(text, index);
  for (let length = Math.min(index.longest, words.length); length >= 1; length -= 1) {
    // Per product, the runs of this length its title holds: "maroon tee" names the one title holding both words,
    // not every tee beside it ("Maroon Graphic Tee" holds "maroon" and "tee", the other tees only "tee").
    const runs = new Map<string, Array<{ start: number; end: number }>>();
    for (let start = 0; start + length <= words.length; start += 1) {
      const ids = index.spans.get(
        words
          .slice(start, start + length)
          .map((word) => word.word)
          .join(' '),
      );
      if (!ids) continue;
      const run = { start: words[start]!.start, end: words[start + length - 1]!.end };
      for (const id of ids) runs.set(id, [...(runs.get(id) ?? []), run]);
    }
    if (runs.size) {
      const most = Math.max(...[...runs.values()].map((held) => held.length));
      const best = [...runs].filter(([, held]) => held.length === most);
      const held = best[0]![1];
      const phrase = text.slice(Math.min(...held.map((run) => run.start)), Math.max(...held.map((run) => run.end)));
      // The closer match first: the title with fewer words beyond what was typed, then as the catalog lists them.
      const ranked = best.map(([id]) => id).sort((a, b) => index.titleWords.get(a)! - index.titleWords.get(b)!);
      return { productIds: ranked, phrase };
    }
  }
  return undefined;
}

/**
 * Each part of a title the text names on its own, longest first and not overlapping ("the oxford or the linen" →
 * "oxford", "linen"), with the products each could mean, best first.
 */
export function eachPartialName(text: string, lexicon: ProductLexicon): PartialNameMatch[] {
  const index = indexOf(lexicon);
  const words = wordsOf(text, index);
  const claimed = new Set<number>();
  const matches: Array<PartialNameMatch & { at: number }> = [];
  for (let length = Math.min(index.longest, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const at = Array.from({ length }, (_, offset) => start + offset);
      if (at.some((position) => claimed.has(position))) continue;
      const ids = index.spans.get(at.map((position) => words[position]!.word).join(' '));
      if (!ids) continue;
      for (const position of at) claimed.add(position);
      const ranked = [...ids].sort((a, b) => index.titleWords.get(a)! - index.titleWords.get(b)!);
      matches.push({ productIds: ranked, phrase: text.slice(words[start]!.start, words[start + length - 1]!.end), at: start });
    }
  }
  return matches.sort((a, b) => a.at - b.at).map(({ productIds, phrase }) => ({ productIds, phrase }));
}

/** The shopper's message with the partial name replaced by one product's full title: the message a tap sends. */
export function withFullName(text: string, phrase: string, title: string): string {
  const at = text.toLowerCase().indexOf(phrase.toLowerCase());
  return at < 0 ? title : `${text.slice(0, at)}${title}${text.slice(at + phrase.length)}`;
}
