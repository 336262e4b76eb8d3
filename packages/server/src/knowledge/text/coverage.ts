import { normalizeText } from './normalize.js';
import { hasCjk, queryTerms, words } from './tokenize.js';
import { alternativeMatch, type TermAlternatives } from './word-groups.js';

/**
 * The share of a question's topic words a passage contains, 0..1. Independent of the index that
 * found the passage, so the evaluate step judges Meilisearch and embedded hits alike. A single
 * Chinese character is weak evidence and counts half.
 */
export function termCoverage(question: string, passage: string, alternatives?: TermAlternatives): number {
  return termsCoverage(queryTerms(question), passage, undefined, alternatives);
}

/**
 * {@link termCoverage} for topic words already taken from a question; `weights` can say how much
 * each word counts (by default 1, a single Chinese character ½), and `alternatives` what other names of a word (the
 * shop's synonym groups) count for when the passage holds them instead.
 */
export function termsCoverage(terms: readonly string[], passage: string, weights?: ReadonlyMap<string, number>, alternatives?: TermAlternatives): number {
  if (terms.length === 0) return 0;
  const haystack = normalizeText(passage);
  const passageWords = new Set(words(passage));
  let found = 0;
  let total = 0;
  for (const term of terms) {
    const weight = (weights?.get(term) ?? 1) * (hasCjk(term) && term.length === 1 ? 0.5 : 1);
    total += weight;
    let match = termMatch(term, haystack, passageWords);
    for (const alternative of alternatives?.get(term) ?? []) {
      if (match >= alternative.weight) continue;
      match = Math.max(match, alternative.weight * alternativeMatch(alternative.entry, haystack, passageWords));
    }
    found += weight * match;
  }
  return total > 0 ? found / total : 0;
}

/**
 * How much of one topic word a passage contains, 0..1. Chinese segmentation differs between a short question
 * and a long article, and the segmenter glues unknown characters together ("开专票", "质保期"), so a Chinese
 * word longer than two characters earns the share of its character pairs the passage contains: "开专票" half
 * in an article about 专票, all of it where "开专票" is written.
 */
function termMatch(term: string, haystack: string, passageWords: ReadonlySet<string>): number {
  // English is matched whole. A misspelt word ("warrenty") was read as the base's word before (text/spelling.ts), so a
  // word still unlike every passage's is spelt right, and one letter from a passage's word is another word: counted as
  // a typo, "stuff" matched the account article's "staff" and "charge" every "change".
  if (!hasCjk(term)) return passageWords.has(term) ? 1 : 0;
  if (haystack.includes(term)) return 1;
  if (term.length < 3) return 0;
  let pairs = 0;
  for (let i = 0; i + 1 < term.length; i += 1) if (haystack.includes(term.slice(i, i + 2))) pairs += 1;
  return pairs / (term.length - 1);
}
