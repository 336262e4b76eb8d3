import { termCoverage } from '../../text/coverage.js';
import { unionHits } from '../union-hits.js';
import type { FailoverIndex } from '../../failover-index.js';
import type { RetrievalStateValue, RetrievedPassage } from '../state.js';
import { RETRIEVAL } from '../thresholds.js';
import { queryTerms } from '../../text/tokenize.js';
import type { WordGroups } from '../../text/word-groups.js';

/** Runs one search and keeps whichever passages, these or an earlier loop's, cover the question best. */
export function searchNode(index: FailoverIndex, groups?: WordGroups) {
  return async function search(state: RetrievalStateValue): Promise<Partial<RetrievalStateValue>> {
    const query = {
      text: state.query,
      ...(state.shop !== undefined ? { shop: state.shop } : {}),
      ...(state.localeOnly ? { locale: state.locale } : {}),
      limit: RETRIEVAL.topK,
    };
    // With Meilisearch in front, the in-process mirror is asked too: Meilisearch's words (jieba's segmentation) find
    // passages the mirror's top hits miss, the mirror's English stems and Chinese bigrams find others. The mirror's
    // order leads and Meilisearch's own finds follow: fused by reciprocal rank, Meilisearch's bucket sort (which says
    // little when every hit holds the same one or two words) broke Kefu's coverage ties differently from the embedded
    // index alone, and the two indexes gave different first articles for the same question (issue 21).
    const [primary, mirror] = await Promise.all([
      index.search(query, state.source),
      state.source === 'meilisearch' && index.hasPrimary ? index.search(query, 'embedded') : undefined,
    ]);
    const served = primary.index;
    const hits = mirror && served === 'meilisearch' ? unionHits(mirror.hits, primary.hits) : primary.hits;
    // Coverage first, the question's language on a tie; the sort is stable, so the index's ranking decides the rest.
    const alternatives = groups?.alternatives(state.question, queryTerms(state.question));
    const rank = (passage: RetrievedPassage) => passage.coverage + (passage.chunk.locale === state.locale ? 0.001 : 0);
    const passages: RetrievedPassage[] = hits
      .map(({ chunk }) => ({ chunk, coverage: termCoverage(state.question, `${chunk.title}\n${chunk.text}\n${chunk.tags.join(' ')}`, alternatives) }))
      .sort((a, b) => rank(b) - rank(a));
    // The second opinion on what was asked is BM25's over words and bigrams (the mirror's when Meilisearch is in front):
    // Meilisearch sorts by its ranking rules' buckets, which say little once every hit holds the same one or two words.
    const scored = mirror && served === 'meilisearch' ? mirror.hits : hits;
    if (state.strategy === 'as_asked') return { passages, index: served, indexOrder: [...new Set(scored.map(({ chunk }) => chunk.docKey))] };
    if (state.passages.length === 0) return { passages, index: served };
    // A rewritten search adds to what the earlier ones found rather than replacing it: the article the shop's other
    // words lead to ("下错" for "拍错") may cover no more of the question than what the question's own words found.
    const seen = new Set(state.passages.map((passage) => passage.chunk.chunkId));
    const merged = [...state.passages, ...passages.filter((passage) => !seen.has(passage.chunk.chunkId))].sort((a, b) => rank(b) - rank(a));
    return { passages: merged, ...((passages[0]?.coverage ?? 0) > (state.passages[0]?.coverage ?? 0) ? { index: served } : {}) };
  };
}
