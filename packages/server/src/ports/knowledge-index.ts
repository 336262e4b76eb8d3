import type { Locale } from '@kefu/protocol';

/** One searchable piece of a knowledge article, as every index stores it. */
export interface KnowledgeChunk {
  /** Stable across re-imports: the same article position always gets the same id. */
  chunkId: string;
  /** Identifies the article within its scope (shop or parent); all its chunks share it. */
  docKey: string;
  /** The article id as written in its front matter. */
  docId: string;
  /** A hash of the article's content; chunks of an older revision are removed on re-import. */
  revision: string;
  title: string;
  text: string;
  locale: Locale;
  /** The shop that owns the article; absent for a parent article every shop sees (seed 003). */
  shop?: string;
  /** Parent and child articles with the same key may override each other (seed 003 section 4). */
  inheritKey?: string;
  /** Only on a parent: a child with the same `inheritKey` hides it. @default false */
  allowChildOverride: boolean;
  url?: string;
  tags: string[];
  /**
   * The article's facts stated up front, by the kind of question they answer (front matter `facts:`, e.g.
   * `duration: 签收次日起 7 天内…`); an answer to such a question opens with it.
   */
  facts?: Partial<Record<'duration' | 'cost' | 'coverage' | 'time', string>>;
  /** The chunk's position within its article, from 0. */
  position: number;
}

/** A keyword query against the index. */
export interface KnowledgeQuery {
  text: string;
  /** The asking shop: its own chunks plus the parent chunks are visible. No shop: parent chunks only. */
  shop?: string;
  /** Only chunks in this language. */
  locale?: Locale;
  /** @default 8 */
  limit?: number;
}

/** A chunk an index found, best first. */
export interface KnowledgeHit {
  chunk: KnowledgeChunk;
  /** The index's own relevance score; comparable only within one result list. */
  score: number;
}

/** A keyword index of knowledge chunks: Meilisearch, or the embedded in-process index. */
export interface KnowledgeIndex {
  readonly kind: 'meilisearch' | 'embedded';
  /** Stores chunks; for every article present, chunks of other revisions are removed (idempotent re-import). */
  put(chunks: KnowledgeChunk[]): Promise<void>;
  /** Removes every chunk of these articles. */
  remove(docKeys: string[]): Promise<void>;
  /** Finds visible chunks; parent chunks a shop's child overrides are left out (seed 003). */
  search(query: KnowledgeQuery): Promise<KnowledgeHit[]>;
  /** How many chunks are stored. */
  count(): Promise<number>;
  /** Whether the index answers right now. */
  healthy(): Promise<boolean>;
  /** Releases resources. */
  close(): Promise<void>;
}
