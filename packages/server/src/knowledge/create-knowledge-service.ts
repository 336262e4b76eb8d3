import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { KnowledgeAnswer, KnowledgeQuestion, KnowledgeService, PolicyTopic } from '../ports/knowledge.js';
import type { UnansweredQuestions } from '../ports/unanswered-questions.js';
import type { KnowledgeHit, KnowledgeIndex } from '../ports/knowledge-index.js';
import type { AgentDependencies } from '../ports/agent.js';
import { createEmbeddedIndex } from '../adapters/embedded-index/index.js';
import { createMeilisearchIndex } from '../adapters/meilisearch/index.js';
import { createCircuitBreaker } from '../agent/model/circuit-breaker.js';
import { createModelGateway } from '../agent/model/model-gateway.js';
import { excerptAnswer } from './answer/excerpt-answer.js';
import { groundedAnswer } from './answer/grounded-answer.js';
import { withoutPricesOrStock } from './answer/price-guard.js';
import { sourceParts, usablePassages } from './answer/sources.js';
import { askedPolicyTopic, headedAbout, topicSearch } from './policy-topics.js';
import { ABROAD_SEARCH, asksAboutAbroad, speaksOfAbroad } from './shipping-abroad.js';
import { closestTopics } from './answer/closest-topics.js';
import { relatedTopics } from './answer/related-topics.js';
import { DEMO_KNOWLEDGE_DIR } from './demo-knowledge-dir.js';
import { FailoverIndex } from './failover-index.js';
import { IndexGeneration } from './index-generation.js';
import { PrimarySync } from './primary-sync.js';
import { serialized } from './serialized.js';
import type { KnowledgeDocument } from './ingest/knowledge-document.js';
import type { ParseOptions } from './ingest/parse-documents.js';
import { readKnowledgeDirectory, readKnowledgeFiles } from './ingest/read-files.js';
import { readShopVocabulary, vocabularyWordGroups, withVocabularyTags } from './ingest/shop-vocabulary.js';
import { documentKey, toChunks } from './ingest/to-chunks.js';
import { createRetrievalGraph, retrieve, type RetrievalResult } from './retrieval/graph.js';
import { RETRIEVAL_CACHE_TTL_MS, retrievalCacheKey } from './retrieval-cache-key.js';
import { detectLocale } from './text/detect-locale.js';
import { normalizeText } from './text/normalize.js';
import { correctSpelling } from './text/spelling.js';

/** What the knowledge service factory receives. */
export type KnowledgeServiceOptions = Pick<AgentDependencies, 'config' | 'cache' | 'clock' | 'logger' | 'chatModel' | 'modelGateway'> & {
  /** Where questions nothing answers are recorded for the merchant (issue 21 item 4); none records nothing. */
  unanswered?: UnansweredQuestions;
};

/** The knowledge service plus the knowledge-base operations the CLI and tests use. */
export interface KnowledgeBase extends KnowledgeService {
  /** Imports Markdown/JSON files or directories into both indexes (idempotent). */
  importFiles(paths: string[], options?: ParseOptions): Promise<{ documents: number; chunks: number }>;
  /** Imports parsed articles into both indexes (idempotent). */
  importDocuments(documents: KnowledgeDocument[]): Promise<{ documents: number; chunks: number }>;
  /** Removes articles by id from a shop, or from the parent articles. */
  deleteDocuments(ids: string[], options?: ParseOptions): Promise<void>;
  /** A raw keyword search through the breaker, as the shop would see it. */
  search(
    text: string,
    options?: { shop?: string; locale?: KnowledgeQuestion['locale']; limit?: number },
  ): Promise<{ hits: KnowledgeHit[]; index: KnowledgeIndex['kind'] }>;
  /** The index searches go to right now. */
  readonly activeIndex: KnowledgeIndex['kind'];
  /**
   * What the background check does every few seconds, now: tries Meilisearch again if the breaker is
   * open, and mirrors into the embedded index what others (`kefu kb import`) stored in it.
   */
  refresh(): Promise<void>;
}

// How often Meilisearch is checked: whether it is back (besides on every question), and whether others wrote to it.
const HEALTH_CHECK_INTERVAL_MS = 5000;

/**
 * Creates the knowledge service: the embedded index always, loaded with the knowledge directory (the
 * demo base by default); with `MEILI_URL`, Meilisearch in front of it, holding the directory's
 * articles and whatever `kefu kb import` stored, which the embedded index mirrors (see {@link PrimarySync}).
 */
export async function createKnowledgeService(options: KnowledgeServiceOptions): Promise<KnowledgeBase> {
  const { config, cache, clock, logger, chatModel } = options;
  const log = logger.child({ component: 'knowledge' });
  // The server passes its one gateway; a service built alone (tests, the CLI) still gets timeout, breaker and retries.
  const gateway = chatModel
    ? (options.modelGateway ?? createModelGateway({ breaker: createCircuitBreaker({ clock }), timeoutMs: config.modelTimeoutSeconds * 1000, logger }))
    : undefined;
  const directory = config.knowledgeDir ?? (config.shopDir ? join(config.shopDir, 'knowledge') : DEMO_KNOWLEDGE_DIR);
  // A shop folder without knowledge/ has no articles of its own yet (never the demo's): the base starts empty.
  const ownArticles = config.knowledgeDir !== undefined || !config.shopDir || existsSync(directory);
  const vocabulary = ownArticles ? await readShopVocabulary(directory) : { synonyms: [], related: [], tags: {} };
  const groups = vocabularyWordGroups(vocabulary);
  // The shop's own words count as written too: a misspelt "guarentee" is read as the synonym the shop wrote down.
  const shopWords = new Map<string, number>();
  for (const word of [...vocabulary.synonyms, ...vocabulary.related].flat().flatMap((entry) => normalizeText(entry).match(/[a-z]+/g) ?? [])) {
    shopWords.set(word, (shopWords.get(word) ?? 0) + 1);
  }
  const directoryChunks = ownArticles ? withVocabularyTags(await readKnowledgeDirectory(directory), vocabulary).flatMap(toChunks) : [];
  const fallback = createEmbeddedIndex();
  await fallback.put(directoryChunks);
  const primary = config.meili
    ? createMeilisearchIndex({ url: config.meili.url, synonyms: vocabulary.synonyms, ...(config.meili.masterKey ? { apiKey: config.meili.masterKey } : {}) })
    : undefined;
  const sync = primary ? new PrimarySync({ primary, fallback, directory: directoryChunks, logger: log }) : undefined;
  // Writes and syncs one at a time, so a mirror never reads Meilisearch halfway through an import.
  const exclusive = serialized();
  const changed = (didChange: boolean) => {
    if (didChange) generation.bump();
  };
  const index = new FailoverIndex({
    ...(primary ? { primary } : {}),
    fallback,
    clock,
    logger: log,
    ...(sync ? { sync: (missedWrites: boolean) => exclusive(async () => changed(await sync.reconcile(missedWrites))) } : {}),
  });
  const generation = new IndexGeneration(index, primary);
  const graph = createRetrievalGraph(index, groups);
  if (sync) await exclusive(() => index.whilePrimaryUp(async () => changed(await sync.reconcile(false))));
  log.info({ directory, chunks: directoryChunks.length, index: index.active }, 'knowledge base loaded');

  const importDocuments = (documents: KnowledgeDocument[]) =>
    exclusive(async () => {
      const chunks = documents.flatMap(toChunks);
      sync?.imported(chunks);
      await index.put(chunks);
      generation.bump();
      return { documents: documents.length, chunks: chunks.length };
    });

  const refresh = async () => {
    await index.probe();
    if (sync) await exclusive(() => index.whilePrimaryUp(async () => changed(await sync.refresh())));
  };
  const timer = setInterval(() => void refresh(), HEALTH_CHECK_INTERVAL_MS);
  timer.unref();

  const retrieveCached = async (question: KnowledgeQuestion, locale: KnowledgeQuestion['locale']): Promise<RetrievalResult> => {
    const key = retrievalCacheKey(await generation.current(), question.siteId, locale, question.question);
    const cached = await cache.get<RetrievalResult>(key).catch(() => undefined);
    if (cached) return cached;
    const result = await retrieve(graph, {
      question: question.question,
      shop: question.siteId,
      locale,
      ...(question.signal ? { signal: question.signal } : {}),
    });
    await cache.set(key, result, RETRIEVAL_CACHE_TTL_MS).catch((error: unknown) => log.warn({ err: String(error) }, 'retrieval cache write failed'));
    return result;
  };

  // A miss about a policy the shop has no article on at all is not the shopper's wording: it is not published yet.
  const unpublishedTopicOf = async (own: string, question: string, shop: string): Promise<PolicyTopic | undefined> => {
    const topic = askedPolicyTopic(own) ?? askedPolicyTopic(question);
    if (!topic) return undefined;
    try {
      const { hits } = await index.search({ text: topicSearch(topic), shop, limit: 20 });
      return hits.some(({ chunk }) => headedAbout(topic, { title: chunk.title, tags: chunk.tags, id: chunk.docId })) ? undefined : topic;
    } catch {
      // Unsure whether it exists: an ordinary miss.
      return undefined;
    }
  };

  // "Do you ship internationally?" answered with domestic dispatch times misleads: asked where no article speaks of
  // other countries, it is a part of the shipping policy the shop has not published.
  const abroadUnpublished = async (question: string, shop: string): Promise<boolean> => {
    if (!asksAboutAbroad(question)) return false;
    try {
      const { hits } = await index.search({ text: ABROAD_SEARCH, shop, limit: 20 });
      return !hits.some(({ chunk }) => speaksOfAbroad(chunk));
    } catch {
      return false;
    }
  };

  return {
    get activeIndex() {
      return index.active;
    },

    async answer(question: KnowledgeQuestion): Promise<KnowledgeAnswer> {
      const text = question.question.trim();
      const noMatch = (served: KnowledgeAnswer['index']): KnowledgeAnswer => ({ status: 'no_match', text: '', sources: [], via: 'none', index: served });
      if (!text) return noMatch(index.active);
      const locale = detectLocale(text, question.locale);
      // Retrieval and the excerpts read the question with its misspellings read as the base's words; the model and the
      // merchant's ledger get it as the shopper wrote it.
      const asked = await correctSpelling(text, fallback.surfaceVocabulary(), shopWords);
      let result: RetrievalResult;
      try {
        result = await retrieveCached({ ...question, question: asked }, locale);
      } catch (error) {
        // Seed 000: when retrieval fails, the shopper is offered a human rather than a guess.
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'knowledge retrieval failed');
        return noMatch(index.active);
      }
      const passages = usablePassages(result.passages, asked, groups);
      if (await abroadUnpublished(text, question.siteId)) {
        await options.unanswered
          ?.record({ siteId: question.siteId, locale, question: text, at: clock.now() })
          .catch((error: unknown) => log.warn({ err: String(error) }, 'recording an unanswered question failed'));
        // No shipping article at all: the whole policy is what is missing.
        const whole = (await unpublishedTopicOf(question.asked ?? text, text, question.siteId)) === 'shipping';
        return { ...noMatch(result.index), unpublished: 'shipping', ...(whole ? {} : { unpublishedPart: 'abroad' as const }) };
      }
      if (passages.length === 0) {
        // A miss is a question for the merchant's ledger, and the nearest articles are offered as topics.
        await options.unanswered
          ?.record({ siteId: question.siteId, locale, question: text, at: clock.now() })
          .catch((error: unknown) => log.warn({ err: String(error) }, 'recording an unanswered question failed'));
        const unpublished = await unpublishedTopicOf(question.asked ?? text, text, question.siteId);
        return { ...noMatch(result.index), suggestions: closestTopics(result.passages, locale), ...(unpublished ? { unpublished } : {}) };
      }
      const related = relatedTopics(result.passages, passages, asked, locale, undefined, groups, result.indexOrder);
      const sources = (shown: string) => sourceParts(passages, asked, shown, (excerpt) => withoutPricesOrStock(excerpt, ''));
      if (chatModel && gateway) {
        try {
          const answerText = await groundedAnswer({
            model: chatModel,
            gateway,
            question: text,
            passages,
            locale,
            ...(question.signal ? { signal: question.signal } : {}),
            ...(question.onToken ? { onToken: question.onToken } : {}),
          });
          return { status: 'answered', text: answerText, sources: sources(''), via: 'model', index: result.index, related };
        } catch (error) {
          if (question.signal?.aborted) throw error;
          log.warn({ err: error instanceof Error ? error.message : String(error) }, 'grounded answer failed; answering with excerpts');
        }
      }
      const excerpt = excerptAnswer(passages, asked, locale, question.leadWithFact ?? true, question.part);
      return { status: 'answered', text: excerpt, sources: sources(excerpt), via: 'excerpts', index: result.index, related };
    },

    async importFiles(paths, parseOptions = {}) {
      return importDocuments(await readKnowledgeFiles(paths, parseOptions));
    },

    importDocuments,

    async deleteDocuments(ids, parseOptions = {}) {
      const docKeys = ids.map((id) => documentKey(id, parseOptions.shop));
      await exclusive(async () => {
        sync?.removed(docKeys);
        await index.remove(docKeys);
        generation.bump();
      });
    },

    refresh,

    search(text, searchOptions = {}) {
      return index.search({ text, ...searchOptions });
    },

    async close() {
      clearInterval(timer);
      await primary?.close();
    },
  };
}
