import type { Locale } from '@kefu/protocol';
import { MAX_SUGGESTIONS, type KnowledgeSuggestion } from '../../ports/knowledge.js';
import type { RetrievedPassage } from '../retrieval/state.js';
import { closestTopics } from './closest-topics.js';
import { rankArticles } from './sources.js';
import type { WordGroups } from '../text/word-groups.js';

/**
 * The articles ranked next after the ones an answer cites, best first, in the shopper's language: the relevant ones
 * by relevance, then what retrieval found in passing. What a shopper whose answer missed may have meant ("see also"),
 * and what the evaluation's top-3 counts after the cited articles.
 */
export function relatedTopics(
  passages: RetrievedPassage[],
  cited: readonly RetrievedPassage[],
  question: string,
  locale: Locale,
  max = MAX_SUGGESTIONS,
  groups?: WordGroups,
): KnowledgeSuggestion[] {
  const citedIds = new Set(cited.map((passage) => passage.chunk.docId));
  const topics = new Map<string, KnowledgeSuggestion>();
  const { ranked, articles } = rankArticles(passages, question, groups);
  const found = ranked.map(({ docKey }) => articles.get(docKey)![0]!.chunk).filter((chunk) => chunk.locale === locale);
  for (const topic of [
    ...found.map((chunk) => ({ articleId: chunk.docId, title: chunk.title })),
    ...closestTopics(passages, locale, Number.POSITIVE_INFINITY),
  ]) {
    if (!citedIds.has(topic.articleId) && !topics.has(topic.articleId)) topics.set(topic.articleId, topic);
  }
  return [...topics.values()].slice(0, max);
}
