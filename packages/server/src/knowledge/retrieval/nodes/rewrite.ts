import { queryTerms } from '../../text/tokenize.js';
import type { FailoverIndex } from '../../failover-index.js';
import type { RetrievalStateValue } from '../state.js';
import { synonymsIn } from '../synonyms.js';

/**
 * Seed 001's rewrite: first strip the question to its topic words and add their other names; then
 * switch the source: every language, and the other index when there are two.
 */
export function rewriteNode(index: FailoverIndex, synonyms: readonly (readonly string[])[]) {
  return async function rewrite(state: RetrievalStateValue): Promise<Partial<RetrievalStateValue>> {
    if (state.strategy === 'as_asked') {
      const keywords = [...queryTerms(state.question), ...synonymsIn(state.question, synonyms)].join(' ');
      return { strategy: 'keywords', query: keywords || state.question };
    }
    const other = state.source === 'meilisearch' || !index.hasPrimary ? 'embedded' : 'meilisearch';
    return { strategy: 'switch_source', localeOnly: false, source: other };
  };
}
