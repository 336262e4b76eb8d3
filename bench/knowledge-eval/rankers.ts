// The rankers the evaluation compares: Kefu's knowledge service as a shopper meets it, and two plain
// baselines on the same articles (Meilisearch with default settings, MiniSearch with defaults).
import { Meilisearch } from 'meilisearch';
import MiniSearch from 'minisearch';
import type { Locale } from '@kefu/protocol';
import { MemoryCache } from '../../packages/server/src/adapters/memory/memory-cache.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createKnowledgeService, type KnowledgeBase } from '../../packages/server/src/knowledge/create-knowledge-service.js';
import { DEMO_KNOWLEDGE_DIR } from '../../packages/server/src/knowledge/demo-knowledge-dir.js';
import type { KnowledgeDocument } from '../../packages/server/src/knowledge/ingest/knowledge-document.js';
import { readKnowledgeDirectory } from '../../packages/server/src/knowledge/ingest/read-files.js';
import { createLogger } from '../../packages/server/src/logger.js';
import { systemClock } from '../../packages/server/src/ports/clock.js';
import type { Ranker } from './evaluate.js';

/** The shop the questions are asked in: it sees the parent (demo) articles, not another shop's. */
export const EVAL_SHOP = 'demo';

/** Kefu's knowledge service on the demo articles, with Meilisearch in front when `meili` is given. */
export async function kefuService(meili?: { url: string; masterKey: string }): Promise<KnowledgeBase> {
  return createKnowledgeService({
    config: loadConfig({ LOG_LEVEL: 'silent', ...(meili ? { MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey } : {}) }),
    cache: new MemoryCache(systemClock),
    clock: systemClock,
    logger: createLogger('silent'),
  });
}

/** Kefu's answer as ranked articles: the sources it cites, in order, then the related articles it ranked next; none when it offers a human. */
export function kefuRanker(service: KnowledgeBase): Ranker {
  return async (question) => {
    const answer = await service.answer({ question: question.text, siteId: EVAL_SHOP, locale: question.locale });
    if (answer.status === 'no_match') return [];
    return [...new Set([...answer.sources.map((source) => source.articleId), ...(answer.related ?? []).map((topic) => topic.articleId)])];
  };
}

/** The articles every shop sees, in one language: what the baselines index. */
export async function parentArticles(locale: Locale): Promise<KnowledgeDocument[]> {
  return (await readKnowledgeDirectory(DEMO_KNOWLEDGE_DIR)).filter((document) => document.shop === undefined && document.locale === locale);
}

const asRecord = (document: KnowledgeDocument) => ({ id: document.id, title: document.title, body: document.body, tags: document.tags.join(' ') });

/** Meilisearch with its default settings: one document per article, every attribute searchable. */
export async function meiliBaseline(meili: { url: string; masterKey: string }, locale: Locale, documents: KnowledgeDocument[]): Promise<Ranker> {
  const client = new Meilisearch({ host: meili.url, apiKey: meili.masterKey });
  const uid = `eval_baseline_${locale.replace(/\W/g, '_')}`;
  await client.index(uid).delete().waitTask().catch(() => undefined);
  await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
  await client.index(uid).addDocuments(documents.map(asRecord)).waitTask({ timeout: 60_000 });
  return async (question) => (await client.index(uid).search(question.text, { limit: 3 })).hits.map((hit) => String(hit.id));
}

/** MiniSearch with its defaults (its own tokenizer, no fuzzy or prefix search). */
export function miniSearchBaseline(documents: KnowledgeDocument[]): Ranker {
  const index = new MiniSearch({ fields: ['title', 'body', 'tags'] });
  index.addAll(documents.map(asRecord));
  return async (question) => index.search(question.text).slice(0, 3).map((hit) => String(hit.id));
}
