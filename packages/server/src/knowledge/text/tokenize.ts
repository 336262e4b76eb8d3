import { normalizeText } from './normalize.js';
import { STOPWORDS } from './stopwords.js';
import { stem } from './stem.js';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const LATIN_WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Whether a string contains Chinese characters. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/**
 * The words of a text: Intl.Segmenter words, with runs of single Chinese characters the dictionary
 * could not join ("退|货") joined back, and English words stemmed.
 */
export function words(text: string): string[] {
  return normalizedWords(normalizeText(text), false);
}

// Stopwords are dropped before stemming: "where" stems to "wher", which no stopword list holds.
function normalizedWords(normalized: string, dropStopwords: boolean): string[] {
  const keep = (word: string) => !dropStopwords || !STOPWORDS.has(word);
  // Latin-only text needs no dictionary; the segmenter costs far more than a regex there.
  if (!CJK.test(normalized)) return (normalized.match(LATIN_WORD) ?? []).filter(keep).map(stem);
  const out: string[] = [];
  let pending = '';
  const flush = () => {
    if (pending) out.push(pending);
    pending = '';
  };
  for (const part of segmenter.segment(normalized)) {
    if (!part.isWordLike) {
      flush();
      continue;
    }
    const segment = part.segment;
    if (segment.length === 1 && CJK.test(segment) && !STOPWORDS.has(segment)) {
      pending += segment;
      continue;
    }
    flush();
    if (keep(segment)) out.push(CJK.test(segment) ? segment : stem(segment));
  }
  flush();
  return out;
}

/** The words that carry the question's topic (stopwords dropped), each once. */
export function queryTerms(text: string): string[] {
  return [...new Set(normalizedWords(normalizeText(text), true))];
}

/**
 * Index tokens: the words plus the character bigrams of every Chinese run, so that a query
 * segmented differently from the article still meets it.
 */
export function indexTokens(text: string): string[] {
  const normalized = normalizeText(text);
  const tokens = normalizedWords(normalized, true);
  for (const run of normalized.match(CJK_RUN) ?? []) {
    for (let i = 0; i + 1 < run.length; i += 1) tokens.push(run.slice(i, i + 2));
  }
  return tokens;
}
