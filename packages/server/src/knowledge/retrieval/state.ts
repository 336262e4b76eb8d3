import { Annotation } from '@langchain/langgraph';
import type { Locale } from '@kefu/protocol';
import type { KnowledgeChunk } from '../../ports/knowledge-index.js';
import type { IndexKind } from '../failover-index.js';

/** A chunk the retrieval found, with how much of the question it covers (0..1). */
export interface RetrievedPassage {
  chunk: KnowledgeChunk;
  coverage: number;
}

/** How the next search differs from the last (seed 001: rewrite the query or switch the source). */
export type RetrievalStrategy = 'as_asked' | 'keywords' | 'switch_source';

/** The retrieval subgraph's own state, kept apart from the agent graph's (seed 001's RetrievalSubState). */
export const RetrievalState = Annotation.Root({
  /** The shopper's question, unchanged. */
  question: Annotation<string>,
  /** The query of the current search (rewritten between loops). */
  query: Annotation<string>,
  shop: Annotation<string | undefined>,
  /** The question's language: articles in it are preferred. */
  locale: Annotation<Locale>,
  /** Search only articles in `locale`, or all languages. */
  localeOnly: Annotation<boolean>,
  source: Annotation<IndexKind>,
  strategy: Annotation<RetrievalStrategy>,
  /** The best passages found in any loop so far. */
  passages: Annotation<RetrievedPassage[]>,
  /** The index that found `passages`. */
  index: Annotation<IndexKind>,
  /**
   * The articles (doc keys) the first search's index ranked, in its order: it ranks by every word of the question,
   * bigrams and words a topic-word list leaves out included, so it is a second opinion on what the question is about.
   */
  indexOrder: Annotation<string[]>,
  sufficient: Annotation<boolean>,
  loops: Annotation<number>,
});

/** A snapshot of {@link RetrievalState}. */
export type RetrievalStateValue = typeof RetrievalState.State;
