import { distance } from 'fastest-levenshtein';

// Shorter words are left exact: one letter off a four-letter word is usually another word ("cost" / "lost").
const MIN_TYPO_LENGTH = 5;
const LATIN_WORD = /^[a-z]+$/;

/**
 * Whether `word` may be a misspelling of `known` (one letter added, dropped or changed, as Meilisearch's typo
 * tolerance allows from five letters, the first letter kept): "warrenty" for "warranty". English words only; Chinese has no spelling.
 */
export function isTypoOf(word: string, known: string): boolean {
  if (word.length < MIN_TYPO_LENGTH || known.length < MIN_TYPO_LENGTH || Math.abs(word.length - known.length) > 1) return false;
  // Shoppers rarely misspell a word's first letter, and a word one letter shorter at the front is another word ("flight" / "light").
  if (word[0] !== known[0] || !LATIN_WORD.test(word) || !LATIN_WORD.test(known) || word === known) return false;
  return distance(word, known) === 1;
}

/** The words of `vocabulary` a word unknown to it may be a misspelling of. */
export function typoCandidates(word: string, vocabulary: Iterable<string>): string[] {
  if (word.length < MIN_TYPO_LENGTH || !LATIN_WORD.test(word)) return [];
  const out: string[] = [];
  for (const known of vocabulary) if (isTypoOf(word, known)) out.push(known);
  return out;
}
