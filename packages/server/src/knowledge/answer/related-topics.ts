import type { Locale } from '@kefu/protocol';
import { MAX_SUGGESTIONS, type KnowledgeSuggestion } from '../../ports/knowledge.js';
import type { RetrievedPassage } from '../retrieval/state.js';
import { closestTopics } from './closest-topics.js';
import { rankArticles } from './sources.js';
import type { WordGroups } from '../text/word-groups.js';

// The place (0-based, counting the cited articles) kept for the index's own best article.
const LEAD_PLACE = 2;

/**
 * The articles ranked next after the ones an answer cites, best first, in the shopper's language: the relevant ones
 * by relevance, then what retrieval found in passing. What a shopper whose answer missed may have meant ("see also"),
 * and what the evaluation's top-3 counts after the cited articles. The third place overall goes to the index's best article
 * not already before it (`indexOrder`, doc keys).
 */
export function relatedTopics(
  passages: RetrievedPassage[],
  cited: readonly RetrievedPassage[],
  question: string,
  locale: Locale,
  max = MAX_SUGGESTIONS,
  groups?: WordGroups,
  indexOrder: readonly string[] = [],
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
  const out = [...topics.values()];
  // The third place an answer offers goes to the index's best article not already before it (in the shopper's
  // language): when relevance and the index disagree about what was asked, one of the two is usually right (a question
  // whose topic words are mostly function words, "下单后一般几天能到", leaves relevance little to go on).
  const place = LEAD_PLACE - citedIds.size;
  if (place >= 0 && place < out.length) {
    const before = new Set([...citedIds, ...out.slice(0, place).map((topic) => topic.articleId)]);
    const byKey = new Map(passages.map(({ chunk }) => [chunk.docKey, chunk]));
    const lead = indexOrder.map((docKey) => byKey.get(docKey)).find((chunk) => chunk !== undefined && chunk.locale === locale && !before.has(chunk.docId));
    const at = lead ? out.findIndex((topic) => topic.articleId === lead.docId) : -1;
    if (at > place) out.splice(place, 0, ...out.splice(at, 1));
  }
  return out.slice(0, max);
}
