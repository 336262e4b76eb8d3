import damerauLevenshtein from 'damerau-levenshtein';

// Meilisearch's default typo tolerance: one typo from five letters, two from nine. Shorter words are left exact: one
// letter off a four-letter word is usually another word ("cost" / "lost").
const MIN_ONE_TYPO_LENGTH = 5;
const MIN_TWO_TYPOS_LENGTH = 9;
const LATIN_WORD = /^[a-z]+$/;

/** How many typos a word of this length may hold and still be read as another word. */
export function allowedTypos(length: number): number {
  return length >= MIN_TWO_TYPOS_LENGTH ? 2 : length >= MIN_ONE_TYPO_LENGTH ? 1 : 0;
}

/**
 * The typos between `word` and `known` when `word` may be a misspelling of it, else undefined: letters added, dropped,
 * changed or two neighbours swapped ("retrun", "reciept": one typo each, as in Meilisearch, where plain Levenshtein
 * counts a swap as two), within {@link allowedTypos} of the shorter word, the first letter kept. English words only;
 * Chinese has no spelling.
 */
export function typoDistance(word: string, known: string): number | undefined {
  const allowed = allowedTypos(Math.min(word.length, known.length));
  if (allowed === 0 || Math.abs(word.length - known.length) > allowed) return undefined;
  // Shoppers rarely misspell a word's first letter, and a word one letter shorter at the front is another word ("flight" / "light").
  if (word[0] !== known[0] || word === known || !LATIN_WORD.test(word) || !LATIN_WORD.test(known)) return undefined;
  const steps = damerauLevenshtein(word, known).steps;
  return steps <= allowed ? steps : undefined;
}

/** Whether `word` may be a misspelling of `known` (see {@link typoDistance}): "warrenty" for "warranty". */
export function isTypoOf(word: string, known: string): boolean {
  return typoDistance(word, known) !== undefined;
}

/** The words of `vocabulary` a word unknown to it may be a misspelling of. */
export function typoCandidates(word: string, vocabulary: Iterable<string>): string[] {
  if (word.length < MIN_ONE_TYPO_LENGTH || !LATIN_WORD.test(word)) return [];
  const out: string[] = [];
  for (const known of vocabulary) if (isTypoOf(word, known)) out.push(known);
  return out;
}
