import { Meilisearch, type Index } from 'meilisearch';
import type { KnowledgeChunk, KnowledgeHit, KnowledgeIndex, KnowledgeQuery } from '../../ports/knowledge-index.js';
import { applyParentOverride } from '../../knowledge/visibility.js';
import { knowledgeIndexSettings } from './settings.js';

/** Options of {@link createMeilisearchIndex}. */
export interface MeilisearchIndexOptions {
  url: string;
  apiKey?: string;
  /** @default 'kefu_knowledge' */
  indexUid?: string;
  /** Per-request timeout; a search slower than this counts as a failure. @default 2000 */
  timeoutMs?: number;
  /** How long to wait for an indexing task. @default 60000 */
  taskTimeoutMs?: number;
  /** The shop's synonym groups (knowledge/synonyms.yaml), applied as the index's synonyms. @default none */
  synonyms?: readonly (readonly string[])[];
}

/** Who stored an article: a server loading its knowledge directory, or an explicit import (CLI or API). */
export type ArticleOrigin = 'directory' | 'import';

/** What Meilisearch holds of one article. */
export interface StoredArticle {
  revision: string;
  /** Absent on articles stored before origins were recorded. */
  origin?: ArticleOrigin;
}

interface StoredChunk extends Omit<KnowledgeChunk, 'chunkId' | 'shop'> {
  id: string;
  scope: string;
  origin?: ArticleOrigin;
}

// Documents read per request when listing the whole index.
const PAGE = 1000;

const PARENT_SCOPE = '*';
// Parent hits a shop's child hides are dropped after ranking, so each page asks for a few more.
const OVERFETCH = 2;

/** The Meilisearch adapter of the knowledge index. */
export class MeilisearchIndex implements KnowledgeIndex {
  readonly kind = 'meilisearch' as const;
  readonly #client: Meilisearch;
  readonly #index: Index<StoredChunk>;
  readonly #uid: string;
  readonly #taskTimeoutMs: number;
  readonly #synonyms: readonly (readonly string[])[];
  #ready: Promise<void> | undefined;

  constructor(options: MeilisearchIndexOptions) {
    this.#uid = options.indexUid ?? 'kefu_knowledge';
    this.#client = new Meilisearch({
      host: options.url,
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      timeout: options.timeoutMs ?? 2000,
      // fetch asks for gzip/br by default; Meilisearch then streams a compressed body that the client's
      // delayed ACK holds up ~40 ms per search (measured: 45 ms vs 2.5 ms for 10 hits on loopback).
      requestInit: { headers: { 'Accept-Encoding': 'identity' } },
    });
    this.#index = this.#client.index<StoredChunk>(this.#uid);
    this.#taskTimeoutMs = options.taskTimeoutMs ?? 60_000;
    this.#synonyms = options.synonyms ?? [];
  }

  /** Stores chunks as an explicit import. */
  async put(chunks: KnowledgeChunk[]): Promise<void> {
    await this.putFrom('import', chunks);
  }

  /** Stores chunks, recording who stored them (a server's directory articles may be replaced or removed by it; imports are not). */
  async putFrom(origin: ArticleOrigin, chunks: KnowledgeChunk[]): Promise<void> {
    await this.#ensureReady();
    if (chunks.length === 0) return;
    const wait = { timeout: this.#taskTimeoutMs, interval: 25 };
    await this.#index
      .addDocuments(
        chunks.map((chunk) => ({ ...toStored(chunk), origin })),
        { primaryKey: 'id' },
      )
      .waitTask(wait);
    const revisions = [...new Map(chunks.map((chunk) => [chunk.docKey, chunk.revision]))];
    for (let i = 0; i < revisions.length; i += 50) {
      const filter = revisions
        .slice(i, i + 50)
        .map(([docKey, revision]) => `(docKey = ${quote(docKey)} AND revision != ${quote(revision)})`)
        .join(' OR ');
      await this.#index.deleteDocuments({ filter }).waitTask(wait);
    }
  }

  async remove(docKeys: string[]): Promise<void> {
    await this.#ensureReady();
    for (let i = 0; i < docKeys.length; i += 100) {
      const filter = `docKey IN [${docKeys
        .slice(i, i + 100)
        .map(quote)
        .join(', ')}]`;
      await this.#index.deleteDocuments({ filter }).waitTask({ timeout: this.#taskTimeoutMs, interval: 25 });
    }
  }

  async search(query: KnowledgeQuery): Promise<KnowledgeHit[]> {
    await this.#ensureReady();
    const limit = query.limit ?? 8;
    const scopes = query.shop === undefined ? [PARENT_SCOPE] : [PARENT_SCOPE, query.shop];
    const filter = [`scope IN [${scopes.map(quote).join(', ')}]`, ...(query.locale ? [`locale = ${quote(query.locale)}`] : [])];
    const page = Math.max(limit * OVERFETCH, 10);
    // Meilisearch drops stop words from a query only when written in lower case ("How" stays).
    const q = query.text.toLowerCase();
    const queries = [
      { indexUid: this.#uid, q, filter, limit: page, showRankingScore: true },
      // The shop's inherit keys come from its whole pool, not only from this query's hits (seed 003).
      ...(query.shop === undefined
        ? []
        : [{ indexUid: this.#uid, q: '', filter: [`scope = ${quote(query.shop)}`, 'inheritKey EXISTS'], facets: ['inheritKey'], limit: 0 }]),
    ];
    const { results } = await this.#client.multiSearch<{ queries: typeof queries }, StoredChunk>({ queries });
    const keys = new Set(Object.keys(results[1]?.facetDistribution?.inheritKey ?? {}));
    let batch = results[0]?.hits ?? [];
    const hits: KnowledgeHit[] = [];
    // Overridden parents are dropped after ranking, so a page can come back short: read on until the limit is met.
    for (let offset = 0; ;) {
      hits.push(
        ...applyParentOverride(
          batch.map((hit) => ({ chunk: fromStored(hit), score: hit._rankingScore ?? 0 })),
          keys,
        ),
      );
      if (hits.length >= limit || batch.length < page || keys.size === 0) break;
      offset += page;
      batch = (await this.#index.search(q, { filter, limit: page, offset, showRankingScore: true })).hits;
    }
    return hits.slice(0, limit);
  }

  /** Every stored article: its revision and who stored it. */
  async articles(): Promise<Map<string, StoredArticle>> {
    await this.#ensureReady();
    const articles = new Map<string, StoredArticle>();
    for (let offset = 0; ; offset += PAGE) {
      const { results } = await this.#index.getDocuments<Pick<StoredChunk, 'docKey' | 'revision' | 'origin'>>({
        fields: ['docKey', 'revision', 'origin'],
        limit: PAGE,
        offset,
      });
      for (const { docKey, revision, origin } of results) articles.set(docKey, { revision, ...(origin ? { origin } : {}) });
      if (results.length < PAGE) return articles;
    }
  }

  /** Every stored chunk of these articles. */
  async chunksOf(docKeys: string[]): Promise<KnowledgeChunk[]> {
    await this.#ensureReady();
    const chunks: KnowledgeChunk[] = [];
    for (let i = 0; i < docKeys.length; i += 100) {
      const filter = `docKey IN [${docKeys
        .slice(i, i + 100)
        .map(quote)
        .join(', ')}]`;
      for (let offset = 0; ; offset += PAGE) {
        const { results } = await this.#index.getDocuments<StoredChunk>({ filter, limit: PAGE, offset });
        chunks.push(...results.map(fromStored));
        if (results.length < PAGE) break;
      }
    }
    return chunks;
  }

  /** Changes whenever documents are added or removed: a cheap way to tell that someone else wrote to the index. */
  async version(): Promise<string> {
    await this.#ensureReady();
    return String((await this.#index.getRawInfo()).updatedAt);
  }

  async count(): Promise<number> {
    await this.#ensureReady();
    return (await this.#index.getStats()).numberOfDocuments;
  }

  async healthy(): Promise<boolean> {
    return this.#client.isHealthy();
  }

  async close(): Promise<void> {}

  /** Deletes the whole index (tests and benchmarks). */
  async drop(): Promise<void> {
    await this.#index.delete().waitTask({ timeout: this.#taskTimeoutMs, interval: 25 });
    this.#ready = undefined;
  }

  // Settings are applied on first use, so a server that starts while Meilisearch is down still starts.
  #ensureReady(): Promise<void> {
    this.#ready ??= this.#applySettings().catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    return this.#ready;
  }

  async #applySettings(): Promise<void> {
    const wait = { timeout: this.#taskTimeoutMs, interval: 25 };
    const exists = await this.#index.getRawInfo().then(
      () => true,
      (error: { cause?: { code?: string } }) => {
        if (error.cause?.code === 'index_not_found') return false;
        throw error;
      },
    );
    if (!exists) await this.#client.createIndex(this.#uid, { primaryKey: 'id' }).waitTask(wait);
    await this.#index.updateSettings(knowledgeIndexSettings(this.#synonyms)).waitTask(wait);
  }
}

/** Creates the Meilisearch adapter; the index and its settings are created on first use. */
export function createMeilisearchIndex(options: MeilisearchIndexOptions): MeilisearchIndex {
  return new MeilisearchIndex(options);
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function toStored(chunk: KnowledgeChunk): StoredChunk {
  const { chunkId, shop, ...rest } = chunk;
  return { ...rest, id: chunkId, scope: shop ?? PARENT_SCOPE };
}

function fromStored(stored: StoredChunk): KnowledgeChunk {
  return {
    chunkId: stored.id,
    docKey: stored.docKey,
    docId: stored.docId,
    revision: stored.revision,
    title: stored.title,
    text: stored.text,
    locale: stored.locale,
    ...(stored.scope === PARENT_SCOPE ? {} : { shop: stored.scope }),
    ...(stored.inheritKey ? { inheritKey: stored.inheritKey } : {}),
    allowChildOverride: stored.allowChildOverride,
    ...(stored.url ? { url: stored.url } : {}),
    tags: stored.tags ?? [],
    ...(stored.facts ? { facts: stored.facts } : {}),
    position: stored.position,
  };
}
