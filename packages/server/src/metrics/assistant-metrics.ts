import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { Cache } from '../ports/cache.js';
import type { KnowledgeIndex } from '../ports/knowledge-index.js';

/** The assistant's Prometheus metrics: the model's calls, the caches' hits, the knowledge index in use. */
export interface AssistantMetrics {
  modelCalls: Counter<'outcome'>;
  modelSeconds: Histogram;
  cacheLookups: Counter<'cache' | 'result'>;
}

/** Which cache a key belongs to (intent 24 h, retrieval 1 h, tool results 5 min), by its prefix. */
export function cacheOf(key: string): 'intent' | 'retrieval' | 'tool' | 'other' {
  if (key.startsWith('intent:')) return 'intent';
  if (key.startsWith('tool:')) return 'tool';
  if (key.includes(':retrieval:')) return 'retrieval';
  return 'other';
}

/** Creates the assistant's metrics in `registry`. */
export function createAssistantMetrics(registry: Registry): AssistantMetrics {
  return {
    modelCalls: new Counter({
      name: 'kefu_model_calls_total',
      help: 'Chat model calls, by outcome (ok, error: failed, timed out or aborted)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    modelSeconds: new Histogram({
      name: 'kefu_model_duration_seconds',
      help: 'Time from a chat model call to its last token',
      buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'kefu_cache_lookups_total',
      help: 'Cache reads by cache (intent, retrieval, tool) and result (hit, miss)',
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
  };
}

/** The cache, counting each read as a hit or a miss of the cache its key belongs to. */
export function meteredCache(cache: Cache, metrics: AssistantMetrics): Cache {
  return {
    async get<T>(key: string) {
      const value = await cache.get<T>(key);
      metrics.cacheLookups.inc({ cache: cacheOf(key), result: value === undefined ? 'miss' : 'hit' });
      return value;
    },
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
    delete: (key) => cache.delete(key),
  };
}

/** Times every call of `model` and counts its outcome, through LangChain's callbacks (streaming included). */
export function meteredModel<M extends BaseChatModel>(model: M, metrics: AssistantMetrics): M {
  const started = new Map<string, number>();
  const finish = (runId: string, outcome: 'ok' | 'error') => {
    const at = started.get(runId);
    started.delete(runId);
    metrics.modelCalls.inc({ outcome });
    if (at !== undefined) metrics.modelSeconds.observe((performance.now() - at) / 1000);
  };
  const handler = BaseCallbackHandler.fromMethods({
    handleChatModelStart: (_llm, _messages, runId) => void started.set(runId, performance.now()),
    handleLLMEnd: (_output, runId) => finish(runId, 'ok'),
    handleLLMError: (_error, runId) => finish(runId, 'error'),
  });
  const existing = Array.isArray(model.callbacks) ? model.callbacks : [];
  model.callbacks = [...existing, handler];
  return model;
}

/** A gauge that reads which knowledge index answers right now (1 for it, 0 for the other). */
export function knowledgeIndexGauge(registry: Registry, active: () => KnowledgeIndex['kind']): Gauge<'index'> {
  return new Gauge({
    name: 'kefu_knowledge_index_active',
    help: 'The knowledge index searches go to: meilisearch, or the embedded fallback',
    labelNames: ['index'],
    registers: [registry],
    collect() {
      const now = active();
      for (const index of ['meilisearch', 'embedded'] as const) this.set({ index }, index === now ? 1 : 0);
    },
  });
}
