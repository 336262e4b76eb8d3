import { normalizeText } from './normalize.js';
import { hasCjk, queryTerms, words } from './tokenize.js';

/**
 * The share of a question's topic words a passage contains, 0..1. Independent of the index that
 * found the passage, so the evaluate step judges Meilisearch and embedded hits alike. A single
 * Chinese character is weak evidence and counts half.
 */
export function termCoverage(question: string, passage: string): number {
  return termsCoverage(queryTerms(question), passage);
}

/**
 * {@link termCoverage} for topic words already taken from a question; `weights` can say how much
 * each word counts (by default 1, a single Chinese character ½).
 */
export function termsCoverage(terms: readonly string[], passage: string, weights?: ReadonlyMap<string, number>): number {
  if (terms.length === 0) return 0;
  const haystack = normalizeText(passage);
  const passageWords = new Set(words(passage));
  let found = 0;
  let total = 0;
  for (const term of terms) {
    const weight = (weights?.get(term) ?? 1) * (hasCjk(term) && term.length === 1 ? 0.5 : 1);
    total += weight;
    if (containsTerm(term, haystack, passageWords)) found += weight;
  }
  return total > 0 ? found / total : 0;
}

function containsTerm(term: string, haystack: string, passageWords: ReadonlySet<string>): boolean {
  // Chinese segmentation differs between a short question and a long article; substring is fairer.
  return hasCjk(term) ? haystack.includes(term) || bigramsFound(term, haystack) : passageWords.has(term);
}

function bigramsFound(term: string, haystack: string): boolean {
  if (term.length < 4) return false;
  for (let i = 0; i + 1 < term.length; i += 1) if (!haystack.includes(term.slice(i, i + 2))) return false;
  return true;
}
