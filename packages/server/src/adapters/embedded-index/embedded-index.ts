import type { KnowledgeChunk, KnowledgeHit, KnowledgeIndex, KnowledgeQuery } from '../../ports/knowledge-index.js';
import { normalizeText } from '../../knowledge/text/normalize.js';
import type { SurfaceVocabulary } from '../../knowledge/text/spelling.js';
import { indexTokens } from '../../knowledge/text/tokenize.js';
import { typoCandidates } from '../../knowledge/text/typo-match.js';
import { applyParentOverride, visibleToShop } from '../../knowledge/visibility.js';

interface Entry {
  chunk: KnowledgeChunk;
  length: number;
  terms: string[];
  /** The English words the chunk writes, unstemmed: what a misspelt question is read against. */
  surface: string[];
}

const SURFACE_WORD = /[a-z]+/g;

// Okapi BM25's usual constants.
const K1 = 1.2;
const B = 0.75;

/**
 * The in-process keyword index: BM25 over Intl.Segmenter words and Chinese bigrams, no native code.
 * Used when Meilisearch is not configured, and as the fallback while it is down.
 */
export class EmbeddedIndex implements KnowledgeIndex {
  readonly kind = 'embedded' as const;
  // Chunks live in numbered slots so a search scores into a typed array instead of string-keyed maps.
  readonly #slots: Array<Entry | undefined> = [];
  readonly #free: number[] = [];
  readonly #slotOf = new Map<string, number>();
  /** term → slot → term frequency */
  readonly #postings = new Map<string, Map<number, number>>();
  readonly #byDoc = new Map<string, Set<string>>();
  // shop → inherit_key → how many of its chunks carry it: the override keys without a scan.
  readonly #shopKeys = new Map<string, Map<string, number>>();
  // English word as written → how many chunks hold it.
  readonly #surface = new Map<string, number>();
  #count = 0;
  #totalLength = 0;

  async put(chunks: KnowledgeChunk[]): Promise<void> {
    const revisions = new Map(chunks.map((chunk) => [chunk.docKey, chunk.revision]));
    for (const [docKey, revision] of revisions) {
      for (const chunkId of [...(this.#byDoc.get(docKey) ?? [])]) {
        if (this.#entry(chunkId)?.chunk.revision !== revision) this.#delete(chunkId);
      }
    }
    for (const chunk of chunks) this.#add(chunk);
  }

  async remove(docKeys: string[]): Promise<void> {
    for (const docKey of docKeys) for (const chunkId of [...(this.#byDoc.get(docKey) ?? [])]) this.#delete(chunkId);
  }

  async search(query: KnowledgeQuery): Promise<KnowledgeHit[]> {
    const limit = query.limit ?? 8;
    // A word the index has never seen may be misspelt: it is searched as the indexed words one letter away.
    const terms = [...new Set(indexTokens(query.text).flatMap((term) => (this.#postings.has(term) ? [term] : typoCandidates(term, this.#postings.keys()))))];
    if (this.#count === 0 || terms.length === 0) return [];
    const averageLength = this.#totalLength / this.#count;
    const scores = new Float64Array(this.#slots.length);
    // 0 unseen, 1 visible, 2 filtered out: each chunk's filters are checked once per query.
    const seen = new Uint8Array(this.#slots.length);
    const touched: number[] = [];
    for (const term of terms) {
      const posting = this.#postings.get(term);
      if (!posting) continue;
      const idf = Math.log(1 + (this.#count - posting.size + 0.5) / (posting.size + 0.5));
      for (const [slot, tf] of posting) {
        if (seen[slot] === 0) {
          const chunk = this.#slots[slot]!.chunk;
          const visible = visibleToShop(chunk, query.shop) && (!query.locale || chunk.locale === query.locale);
          seen[slot] = visible ? 1 : 2;
          if (visible) touched.push(slot);
        }
        if (seen[slot] !== 1) continue;
        const length = this.#slots[slot]!.length;
        scores[slot]! += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / averageLength));
      }
    }
    touched.sort((a, b) => scores[b]! - scores[a]! || a - b);
    const keys = new Set(query.shop === undefined ? [] : (this.#shopKeys.get(query.shop)?.keys() ?? []));
    const ranked: KnowledgeHit[] = [];
    // Overrides only remove parents, so a few more than `limit` candidates are enough after filtering.
    for (const slot of touched) {
      const hits = applyParentOverride([{ chunk: this.#slots[slot]!.chunk, score: scores[slot]! }], keys);
      ranked.push(...hits);
      if (ranked.length >= limit) break;
    }
    return ranked;
  }

  /** Every stored article and its revision. */
  articles(): Map<string, string> {
    const articles = new Map<string, string>();
    for (const [docKey, chunkIds] of this.#byDoc) {
      const first = chunkIds.values().next().value;
      if (first !== undefined) articles.set(docKey, this.#entry(first)!.chunk.revision);
    }
    return articles;
  }

  /** Every English word the stored chunks write, unstemmed, with how many chunks hold it. */
  surfaceVocabulary(): SurfaceVocabulary {
    return this.#surface;
  }

  async count(): Promise<number> {
    return this.#count;
  }

  async healthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}

  #entry(chunkId: string): Entry | undefined {
    const slot = this.#slotOf.get(chunkId);
    return slot === undefined ? undefined : this.#slots[slot];
  }

  #add(chunk: KnowledgeChunk): void {
    if (this.#slotOf.has(chunk.chunkId)) this.#delete(chunk.chunkId);
    // The title counts twice: a word in the title says more about the chunk than one in passing.
    const titleTokens = indexTokens(chunk.title);
    const tokens = [...titleTokens, ...titleTokens, ...indexTokens(chunk.text), ...chunk.tags.flatMap(indexTokens)];
    const frequency = new Map<string, number>();
    for (const token of tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    const slot = this.#free.pop() ?? this.#slots.length;
    const surface = [...new Set(normalizeText(`${chunk.title}\n${chunk.text}\n${chunk.tags.join(' ')}`).match(SURFACE_WORD) ?? [])];
    for (const word of surface) this.#surface.set(word, (this.#surface.get(word) ?? 0) + 1);
    this.#slots[slot] = { chunk, length: tokens.length, terms: [...frequency.keys()], surface };
    this.#slotOf.set(chunk.chunkId, slot);
    this.#count += 1;
    this.#totalLength += tokens.length;
    for (const [term, tf] of frequency) {
      let posting = this.#postings.get(term);
      if (!posting) this.#postings.set(term, (posting = new Map()));
      posting.set(slot, tf);
    }
    let chunkIds = this.#byDoc.get(chunk.docKey);
    if (!chunkIds) this.#byDoc.set(chunk.docKey, (chunkIds = new Set()));
    chunkIds.add(chunk.chunkId);
    if (chunk.shop !== undefined && chunk.inheritKey) countKey(this.#shopKeys, chunk.shop, chunk.inheritKey, 1);
  }

  #delete(chunkId: string): void {
    const slot = this.#slotOf.get(chunkId);
    if (slot === undefined) return;
    const entry = this.#slots[slot]!;
    this.#slots[slot] = undefined;
    this.#free.push(slot);
    this.#slotOf.delete(chunkId);
    this.#count -= 1;
    this.#totalLength -= entry.length;
    for (const term of entry.terms) {
      const posting = this.#postings.get(term)!;
      posting.delete(slot);
      if (posting.size === 0) this.#postings.delete(term);
    }
    for (const word of entry.surface) {
      const left = (this.#surface.get(word) ?? 1) - 1;
      if (left > 0) this.#surface.set(word, left);
      else this.#surface.delete(word);
    }
    const chunkIds = this.#byDoc.get(entry.chunk.docKey)!;
    chunkIds.delete(chunkId);
    if (chunkIds.size === 0) this.#byDoc.delete(entry.chunk.docKey);
    if (entry.chunk.shop !== undefined && entry.chunk.inheritKey) countKey(this.#shopKeys, entry.chunk.shop, entry.chunk.inheritKey, -1);
  }
}

/** Creates an empty embedded index. */
export function createEmbeddedIndex(): EmbeddedIndex {
  return new EmbeddedIndex();
}

function countKey(map: Map<string, Map<string, number>>, shop: string, key: string, delta: number): void {
  let keys = map.get(shop);
  if (!keys) map.set(shop, (keys = new Map()));
  const next = (keys.get(key) ?? 0) + delta;
  if (next > 0) keys.set(key, next);
  else keys.delete(key);
}
