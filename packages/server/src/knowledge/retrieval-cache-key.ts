import { createHash } from 'node:crypto';
import { normalizeText } from './text/normalize.js';

/** Seed 000: retrieval results are cached for an hour. */
export const RETRIEVAL_CACHE_TTL_MS = 60 * 60 * 1000;

/** The cache key of one retrieval: the knowledge generation (see `IndexGeneration`), shop, language and question. */
export function retrievalCacheKey(generation: string, shop: string, locale: string, question: string): string {
  const digest = createHash('sha256')
    .update(`${shop}\u0000${locale}\u0000${normalizeText(question).replace(/\s+/g, ' ').trim()}`)
    .digest('hex')
    .slice(0, 32);
  return `kefu:knowledge:retrieval:${generation}:${digest}`;
}
