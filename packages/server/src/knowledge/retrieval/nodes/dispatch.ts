import type { FailoverIndex } from '../../failover-index.js';
import type { RetrievalStateValue } from '../state.js';

/** Seed 001's dispatch: the first search goes to the active index, in the question's language, as asked. */
export function dispatchNode(index: FailoverIndex) {
  return async function dispatch(state: RetrievalStateValue): Promise<Partial<RetrievalStateValue>> {
    // Meilisearch may be back since the breaker opened; ask before choosing.
    await index.probe();
    return { query: state.question, source: index.active, localeOnly: true, strategy: 'as_asked', loops: 0, passages: [], indexOrder: [], sufficient: false };
  };
}
