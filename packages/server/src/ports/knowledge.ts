import type { KnowledgeSourcePart, Locale } from '@kefu/protocol';

/** A policy or how-to question for the knowledge base. */
export interface KnowledgeQuestion {
  question: string;
  /** The merchant site (shop) asking: its own docs plus the shared parent docs are visible. */
  siteId: string;
  locale: Locale;
  signal?: AbortSignal;
  /** Streams the answer while a model writes it. */
  onToken?: (text: string) => void;
  /**
   * Open an excerpt answer with the fact the question asks for (issue 21 item 3); off when the caller already
   * leads with a fact of its own (a product's own warranty). @default true
   */
  leadWithFact?: boolean;
  /**
   * Words naming the kind of product asked about ("jeans", "牛仔裤"): an excerpt answer shows the article's section for
   * it (a heading or bold lead-in naming it) where it has one, else the part the question finds. @default []
   */
  part?: readonly string[];
  /** The shopper's own words when `question` adds a topic to them ("运费多少" after a return question): read first for the policy asked. */
  asked?: string;
}

/** What the knowledge base could say. */
export interface KnowledgeAnswer {
  /** `no_match`: nothing relevant was found; the caller offers a human. */
  status: 'answered' | 'no_match';
  text: string;
  /** The articles the answer was drawn from, shown as knowledge-source parts. */
  sources: KnowledgeSourcePart[];
  /** `model`: a grounded answer written by the LLM; `excerpts`: the best keyword hits returned as they are. */
  via: 'model' | 'excerpts' | 'none';
  /** Which index answered. */
  index: 'meilisearch' | 'embedded';
  /**
   * On `no_match`: the closest articles found (best first, at most {@link MAX_SUGGESTIONS}), for the caller to offer
   * as topics the shopper may have meant.
   */
  suggestions?: KnowledgeSuggestion[];
  /**
   * On `answered`: the articles ranked next after the cited ones (best first, at most {@link MAX_SUGGESTIONS}), in the
   * shopper's language: "see also" topics, and what the knowledge evaluation's top-3 counts after the sources.
   */
  related?: KnowledgeSuggestion[];
  /**
   * On `no_match`: the policy the question asks about when the shop has no article about it at all (not one the search
   * missed): the caller says it is not published yet rather than that it did not understand.
   */
  unpublished?: PolicyTopic;
  /**
   * With `unpublished`: the part of that policy the shop's articles leave out, when they exist but say nothing of it
   * ("do you ship internationally?" where the shipping article only gives domestic times).
   */
  unpublishedPart?: 'abroad';
}

/** The policies every shop is asked about (knowledge/policy-topics.ts holds their words). */
export type PolicyTopic = 'shipping' | 'returns' | 'payment' | 'warranty' | 'order_changes';

/** An article a missed question came closest to. */
export interface KnowledgeSuggestion {
  articleId: string;
  title: string;
}

/** Most topics a miss offers. */
export const MAX_SUGGESTIONS = 3;

/** Answers from the knowledge base (the retrieval subgraph behind it). */
export interface KnowledgeService {
  answer(question: KnowledgeQuestion): Promise<KnowledgeAnswer>;
  /** Stops background health checks. */
  close(): Promise<void>;
}
