import { normalizeText } from './normalize.js';
import { hasCjk, queryTerms, words } from './tokenize.js';

/**
 * The share of a question's topic words a passage contains, 0..1. Independent of the index that
 * found the passage, so the evaluate step judges Meilisearch and embedded hits alike.
 */
export function termCoverage(question: string, passage: string): number {
  const terms = queryTerms(question);
  if (terms.length === 0) return 0;
  const haystack = normalizeText(passage);
  const passageWords = new Set(words(passage));
  let found = 0;
  for (const term of terms) {
    // Chinese segmentation differs between a short question and a long article; substring is fairer.
    if (hasCjk(term) ? haystack.includes(term) || bigramsFound(term, haystack) : passageWords.has(term)) found += 1;
  }
  return found / terms.length;
}

function bigramsFound(term: string, haystack: string): boolean {
  if (term.length < 4) return false;
  for (let i = 0; i + 1 < term.length; i += 1) if (!haystack.includes(term.slice(i, i + 2))) return false;
  return true;
}
