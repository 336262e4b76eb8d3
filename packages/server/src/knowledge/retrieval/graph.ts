//  START → dispatch → search → evaluate ─┬→ END        (enough, or 3 loops)
//                       ↑                └→ rewrite   (keywords, then switch source)
//                       └──────────────────────┘
import { END, START, StateGraph } from '@langchain/langgraph';
import type { Locale } from '@kefu/protocol';
import type { FailoverIndex, IndexKind } from '../failover-index.js';
import { dispatchNode } from './nodes/dispatch.js';
import { evaluateNode, routeAfterEvaluate } from './nodes/evaluate.js';
import { rewriteNode } from './nodes/rewrite.js';
import { searchNode } from './nodes/search.js';
import { RetrievalState, type RetrievedPassage } from './state.js';
import { WordGroups } from '../text/word-groups.js';

/** What the retrieval subgraph found. */
export interface RetrievalResult {
  passages: RetrievedPassage[];
  index: IndexKind;
  loops: number;
  /** The articles (doc keys) the index ranked for the question as asked, best first. */
  indexOrder?: string[];
}

/** Builds the retrieval subgraph (seed 001) over the failover index, with the shop's synonym groups. */
export function createRetrievalGraph(index: FailoverIndex, groups: WordGroups = new WordGroups()) {
  return new StateGraph(RetrievalState)
    .addNode('dispatch', dispatchNode(index))
    .addNode('search', searchNode(index, groups))
    .addNode('evaluate', evaluateNode)
    .addNode('rewrite', rewriteNode(index, groups))
    .addEdge(START, 'dispatch')
    .addEdge('dispatch', 'search')
    .addEdge('search', 'evaluate')
    .addConditionalEdges('evaluate', routeAfterEvaluate, { rewrite: 'rewrite', done: END })
    .addEdge('rewrite', 'search')
    .compile();
}

/** Runs the retrieval subgraph for one question. */
export async function retrieve(
  graph: ReturnType<typeof createRetrievalGraph>,
  input: { question: string; shop?: string; locale: Locale; signal?: AbortSignal },
): Promise<RetrievalResult> {
  const state = await graph.invoke({ question: input.question, shop: input.shop, locale: input.locale }, input.signal ? { signal: input.signal } : {});
  return { passages: state.passages, index: state.index, loops: state.loops, indexOrder: state.indexOrder };
}
