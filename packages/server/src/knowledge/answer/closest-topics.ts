import type { Locale } from '@kefu/protocol';
import { MAX_SUGGESTIONS, type KnowledgeSuggestion } from '../../ports/knowledge.js';
import type { RetrievedPassage } from '../retrieval/state.js';

/**
 * The articles a question that nothing answers came closest to, best first, each once: what retrieval found
 * before relevance turned it down, so a shopper who meant "发票" but wrote around it can pick the topic.
 */
export function closestTopics(passages: readonly RetrievedPassage[], locale: Locale, max = MAX_SUGGESTIONS): KnowledgeSuggestion[] {
  const topics = new Map<string, KnowledgeSuggestion>();
  // A topic is offered in the shopper's language: the last search looked in every language.
  for (const { chunk, coverage } of passages) {
    if (coverage <= 0 || chunk.locale !== locale || topics.has(chunk.docKey)) continue;
    topics.set(chunk.docKey, { articleId: chunk.docId, title: chunk.title });
    if (topics.size >= max) break;
  }
  return [...topics.values()];
}
