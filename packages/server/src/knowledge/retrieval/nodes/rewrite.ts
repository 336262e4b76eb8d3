import { queryTerms } from '../../text/tokenize.js';
import type { FailoverIndex } from '../../failover-index.js';
import type { RetrievalStateValue } from '../state.js';
import type { WordGroups } from '../../text/word-groups.js';

/**
 * Seed 001's rewrite: first strip the question to its topic words and add their other names; then
 * switch the source: every language, and the other index when there are two.
 */
export function rewriteNode(index: FailoverIndex, groups: WordGroups) {
  return async function rewrite(state: RetrievalStateValue): Promise<Partial<RetrievalStateValue>> {
    if (state.strategy === 'as_asked') {
      const keywords = [...queryTerms(state.question), ...groups.widen(state.question)].join(' ');
      return { strategy: 'keywords', query: keywords || state.question };
    }
    const other = state.source === 'meilisearch' || !index.hasPrimary ? 'embedded' : 'meilisearch';
    return { strategy: 'switch_source', localeOnly: false, source: other };
  };
}
