import type { Clock } from '../ports/clock.js';
import type { KnowledgeChunk, KnowledgeHit, KnowledgeIndex, KnowledgeQuery } from '../ports/knowledge-index.js';
import type { Logger } from '../logger.js';

/** Options of {@link FailoverIndex}. */
export interface FailoverIndexOptions {
  /** Meilisearch, when configured. */
  primary?: KnowledgeIndex;
  /** The embedded index: always holds every chunk, always answers. */
  fallback: KnowledgeIndex;
  clock: Clock;
  logger: Logger;
  /** How long after a failure the primary is tried again (a health check first). @default 5000 */
  retryAfterMs?: number;
  /**
   * Brings the two indexes in line when the primary answers again: the writes it missed while down
   * (`missedWrites`), and what others wrote to it meanwhile. The breaker closes once it succeeds.
   */
  sync?: (missedWrites: boolean) => Promise<void>;
}

/** Which index served a search. */
export type IndexKind = KnowledgeIndex['kind'];

/**
 * A circuit breaker in front of Meilisearch: one failed call opens it and searches go to the embedded
 * index; after `retryAfterMs` (injected clock) a health check decides whether to close it again.
 */
export class FailoverIndex {
  readonly #options: FailoverIndexOptions;
  readonly #retryAfterMs: number;
  #openedAt: number | undefined;
  #stale = false;
  #probing: Promise<void> | undefined;

  constructor(options: FailoverIndexOptions) {
    this.#options = options;
    this.#retryAfterMs = options.retryAfterMs ?? 5000;
  }

  /** The index searches go to right now. */
  get active(): IndexKind {
    return this.#options.primary && this.#openedAt === undefined ? 'meilisearch' : 'embedded';
  }

  /** Whether both indexes exist, so a search can switch between them. */
  get hasPrimary(): boolean {
    return this.#options.primary !== undefined;
  }

  /** Searches the preferred index (the primary unless told otherwise); falls back when it fails. */
  async search(query: KnowledgeQuery, prefer: IndexKind = 'meilisearch'): Promise<{ hits: KnowledgeHit[]; index: IndexKind }> {
    const { primary, fallback } = this.#options;
    if (primary && prefer === 'meilisearch') {
      await this.probe();
      if (this.#openedAt === undefined) {
        try {
          return { hits: await primary.search(query), index: 'meilisearch' };
        } catch (error) {
          this.#open(error);
        }
      }
    }
    return { hits: await fallback.search(query), index: 'embedded' };
  }

  /** Stores chunks in both indexes; a primary that is down is brought up to date when it returns. */
  async put(chunks: KnowledgeChunk[]): Promise<void> {
    await this.#options.fallback.put(chunks);
    await this.#write((primary) => primary.put(chunks));
  }

  /** Removes articles from both indexes. */
  async remove(docKeys: string[]): Promise<void> {
    await this.#options.fallback.remove(docKeys);
    await this.#write((primary) => primary.remove(docKeys));
  }

  /**
   * Runs an operation on the primary while the breaker is closed (a sync at start, a periodic
   * refresh); a failure opens the breaker. Resolves with whether it ran and succeeded.
   */
  async whilePrimaryUp(operation: () => Promise<void>): Promise<boolean> {
    if (!this.#options.primary || this.#openedAt !== undefined) return false;
    try {
      await operation();
      return true;
    } catch (error) {
      this.#open(error);
      return false;
    }
  }

  /** When the breaker is open and the retry time has come, checks the primary's health and closes it if healthy. */
  probe(): Promise<void> {
    const { primary, clock } = this.#options;
    if (!primary || this.#openedAt === undefined || clock.now() - this.#openedAt < this.#retryAfterMs) return Promise.resolve();
    this.#probing ??= this.#tryClose(primary).finally(() => {
      this.#probing = undefined;
    });
    return this.#probing;
  }

  async #tryClose(primary: KnowledgeIndex): Promise<void> {
    const healthy = await primary.healthy().catch(() => false);
    if (!healthy) {
      this.#openedAt = this.#options.clock.now();
      return;
    }
    try {
      await this.#options.sync?.(this.#stale);
      this.#stale = false;
      this.#openedAt = undefined;
      this.#options.logger.info({ index: primary.kind }, 'knowledge index is back; searches return to it');
    } catch (error) {
      this.#open(error);
    }
  }

  async #write(operation: (primary: KnowledgeIndex) => Promise<void>): Promise<void> {
    const { primary } = this.#options;
    if (!primary) return;
    if (this.#openedAt !== undefined) {
      this.#stale = true;
      return;
    }
    try {
      await operation(primary);
    } catch (error) {
      this.#stale = true;
      this.#open(error);
    }
  }

  #open(error: unknown): void {
    if (this.#openedAt === undefined) {
      this.#options.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'knowledge index failed; using the embedded index');
    }
    this.#openedAt = this.#options.clock.now();
  }
}
