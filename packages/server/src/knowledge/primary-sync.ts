import type { EmbeddedIndex } from '../adapters/embedded-index/index.js';
import type { MeilisearchIndex } from '../adapters/meilisearch/index.js';
import type { Logger } from '../logger.js';
import type { KnowledgeChunk } from '../ports/knowledge-index.js';

/** Options of {@link PrimarySync}. */
export interface PrimarySyncOptions {
  primary: MeilisearchIndex;
  fallback: EmbeddedIndex;
  /** The knowledge directory's chunks, as this server loaded them at start. */
  directory: KnowledgeChunk[];
  logger: Logger;
}

/**
 * Keeps the embedded fallback answering as Meilisearch does. Meilisearch is the source of truth:
 * it holds what `kefu kb import` stored, which this process never saw, so the fallback mirrors it
 * (at start, whenever Meilisearch is back, and whenever its documents change). This server's own
 * directory articles are stored in Meilisearch as such: they never replace an imported article with
 * the same id, and they are removed from Meilisearch once they leave the directory.
 */
export class PrimarySync {
  readonly #options: PrimarySyncOptions;
  readonly #directory: Map<string, KnowledgeChunk[]>;
  /** Imports and removals made through this process, replayed when Meilisearch missed them. */
  readonly #imported = new Map<string, KnowledgeChunk[]>();
  readonly #removed = new Set<string>();
  #version: string | undefined;

  constructor(options: PrimarySyncOptions) {
    this.#options = options;
    this.#directory = groupByArticle(options.directory);
  }

  /** Notes an import made through this process. */
  imported(chunks: KnowledgeChunk[]): void {
    for (const [docKey, articleChunks] of groupByArticle(chunks)) {
      this.#imported.set(docKey, articleChunks);
      this.#removed.delete(docKey);
    }
  }

  /** Notes a removal made through this process. */
  removed(docKeys: string[]): void {
    for (const docKey of docKeys) {
      this.#imported.delete(docKey);
      this.#removed.add(docKey);
    }
  }

  /**
   * At start and whenever Meilisearch is back: stores the directory's articles that changed (never
   * over an imported one), removes directory articles the directory no longer has, replays this
   * process's writes if Meilisearch missed them, then mirrors Meilisearch into the fallback.
   * Resolves with whether the fallback changed.
   */
  async reconcile(missedWrites: boolean): Promise<boolean> {
    const { primary } = this.#options;
    const stored = await primary.articles();
    const gone = [...stored].filter(([docKey, article]) => article.origin === 'directory' && !this.#directory.has(docKey)).map(([docKey]) => docKey);
    if (gone.length > 0) await primary.remove(gone);
    const changed = [...this.#directory].filter(([docKey, chunks]) => {
      const article = stored.get(docKey);
      return article?.origin !== 'import' && article?.revision !== chunks[0]!.revision && !this.#imported.has(docKey) && !this.#removed.has(docKey);
    });
    await primary.putFrom(
      'directory',
      changed.flatMap(([, chunks]) => chunks),
    );
    if (missedWrites) {
      if (this.#removed.size > 0) await primary.remove([...this.#removed]);
      await primary.put([...this.#imported.values()].flat());
    }
    if (gone.length > 0 || changed.length > 0)
      this.#options.logger.info({ stored: changed.length, removed: gone.length }, 'knowledge directory synced to Meilisearch');
    return this.#mirror();
  }

  /** Mirrors Meilisearch into the fallback again if its documents changed since the last mirror. Resolves with whether the fallback changed. */
  async refresh(): Promise<boolean> {
    return (await this.#options.primary.version()) !== this.#version && this.#mirror();
  }

  /** Makes the fallback hold exactly the articles Meilisearch holds, fetching only those whose revision differs. */
  async #mirror(): Promise<boolean> {
    const { primary, fallback } = this.#options;
    const version = await primary.version();
    const stored = await primary.articles();
    const local = fallback.articles();
    const stale = [...stored].filter(([docKey, article]) => local.get(docKey) !== article.revision).map(([docKey]) => docKey);
    const extra = [...local.keys()].filter((docKey) => !stored.has(docKey));
    if (stale.length > 0) await fallback.put(await primary.chunksOf(stale));
    if (extra.length > 0) await fallback.remove(extra);
    this.#version = version;
    if (stale.length === 0 && extra.length === 0) return false;
    this.#options.logger.info({ updated: stale.length, removed: extra.length }, 'embedded knowledge index mirrored from Meilisearch');
    return true;
  }
}

function groupByArticle(chunks: KnowledgeChunk[]): Map<string, KnowledgeChunk[]> {
  const articles = new Map<string, KnowledgeChunk[]>();
  for (const chunk of chunks) articles.set(chunk.docKey, [...(articles.get(chunk.docKey) ?? []), chunk]);
  return articles;
}
