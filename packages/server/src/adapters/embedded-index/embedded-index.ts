import type { KnowledgeChunk, KnowledgeHit, KnowledgeIndex, KnowledgeQuery } from '../../ports/knowledge-index.js';
import { indexTokens } from '../../knowledge/text/tokenize.js';
import { applyParentOverride, visibleToShop } from '../../knowledge/visibility.js';

interface Entry {
  chunk: KnowledgeChunk;
  termFrequency: Map<string, number>;
  length: number;
}

// Okapi BM25's usual constants.
const K1 = 1.2;
const B = 0.75;

/**
 * The in-process keyword index: BM25 over Intl.Segmenter words and Chinese bigrams, no native code.
 * Used when Meilisearch is not configured, and as the fallback while it is down.
 */
export class EmbeddedIndex implements KnowledgeIndex {
  readonly kind = 'embedded' as const;
  readonly #entries = new Map<string, Entry>();
  readonly #postings = new Map<string, Set<string>>();
  readonly #byDoc = new Map<string, Set<string>>();
  // shop → inherit_key → how many of its chunks carry it: the override keys without a scan.
  readonly #shopKeys = new Map<string, Map<string, number>>();
  #totalLength = 0;

  async put(chunks: KnowledgeChunk[]): Promise<void> {
    const revisions = new Map(chunks.map((chunk) => [chunk.docKey, chunk.revision]));
    for (const [docKey, revision] of revisions) {
      for (const chunkId of [...(this.#byDoc.get(docKey) ?? [])]) {
        if (this.#entries.get(chunkId)?.chunk.revision !== revision) this.#delete(chunkId);
      }
    }
    for (const chunk of chunks) this.#add(chunk);
  }

  async remove(docKeys: string[]): Promise<void> {
    for (const docKey of docKeys) for (const chunkId of [...(this.#byDoc.get(docKey) ?? [])]) this.#delete(chunkId);
  }

  async search(query: KnowledgeQuery): Promise<KnowledgeHit[]> {
    const limit = query.limit ?? 8;
    const terms = [...new Set(indexTokens(query.text))];
    const count = this.#entries.size;
    if (count === 0 || terms.length === 0) return [];
    const averageLength = this.#totalLength / count;
    const scores = new Map<string, number>();
    for (const term of terms) {
      const posting = this.#postings.get(term);
      if (!posting) continue;
      const idf = Math.log(1 + (count - posting.size + 0.5) / (posting.size + 0.5));
      for (const chunkId of posting) {
        const entry = this.#entries.get(chunkId)!;
        if (!visibleToShop(entry.chunk, query.shop) || (query.locale && entry.chunk.locale !== query.locale)) continue;
        const tf = entry.termFrequency.get(term)!;
        const score = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * entry.length) / averageLength));
        scores.set(chunkId, (scores.get(chunkId) ?? 0) + score);
      }
    }
    const ranked = [...scores]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([chunkId, score]) => ({ chunk: this.#entries.get(chunkId)!.chunk, score }));
    const keys = new Set(query.shop === undefined ? [] : this.#shopKeys.get(query.shop)?.keys() ?? []);
    return applyParentOverride(ranked, keys).slice(0, limit);
  }

  async count(): Promise<number> {
    return this.#entries.size;
  }

  async healthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}

  #add(chunk: KnowledgeChunk): void {
    if (this.#entries.has(chunk.chunkId)) this.#delete(chunk.chunkId);
    // The title counts twice: a word in the title says more about the chunk than one in passing.
    const tokens = [...indexTokens(chunk.title), ...indexTokens(chunk.title), ...indexTokens(chunk.text), ...chunk.tags.flatMap(indexTokens)];
    const termFrequency = new Map<string, number>();
    for (const token of tokens) termFrequency.set(token, (termFrequency.get(token) ?? 0) + 1);
    this.#entries.set(chunk.chunkId, { chunk, termFrequency, length: tokens.length });
    this.#totalLength += tokens.length;
    for (const term of termFrequency.keys()) addTo(this.#postings, term, chunk.chunkId);
    addTo(this.#byDoc, chunk.docKey, chunk.chunkId);
    if (chunk.shop !== undefined && chunk.inheritKey) countKey(this.#shopKeys, chunk.shop, chunk.inheritKey, 1);
  }

  #delete(chunkId: string): void {
    const entry = this.#entries.get(chunkId);
    if (!entry) return;
    this.#entries.delete(chunkId);
    this.#totalLength -= entry.length;
    for (const term of entry.termFrequency.keys()) removeFrom(this.#postings, term, chunkId);
    removeFrom(this.#byDoc, entry.chunk.docKey, chunkId);
    if (entry.chunk.shop !== undefined && entry.chunk.inheritKey) countKey(this.#shopKeys, entry.chunk.shop, entry.chunk.inheritKey, -1);
  }
}

/** Creates an empty embedded index. */
export function createEmbeddedIndex(): EmbeddedIndex {
  return new EmbeddedIndex();
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function removeFrom(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

function countKey(map: Map<string, Map<string, number>>, shop: string, key: string, delta: number): void {
  let keys = map.get(shop);
  if (!keys) map.set(shop, (keys = new Map()));
  const next = (keys.get(key) ?? 0) + delta;
  if (next > 0) keys.set(key, next);
  else keys.delete(key);
}
