import { randomUUID } from 'node:crypto';
import type { MeilisearchIndex } from '../adapters/meilisearch/index.js';
import type { FailoverIndex } from './failover-index.js';

/**
 * The generation of what retrieval searches, for the retrieval cache's key (kept in Redis and shared by
 * every process). With Meilisearch serving, it is the index's own update time, so an import by any
 * process or by `kefu kb import` changes every process's keys at once; on the embedded fallback, a
 * counter of this process's own changes, prefixed with an id no other process shares, so processes
 * never read each other's answers from indexes that may differ.
 */
export class IndexGeneration {
  readonly #process = randomUUID().slice(0, 8);
  #local = 0;

  constructor(
    private readonly index: FailoverIndex,
    private readonly primary: MeilisearchIndex | undefined,
  ) {}

  /** Records a change this process made or noticed. */
  bump(): void {
    this.#local += 1;
  }

  /** The current generation: Meilisearch's update time when it serves, else this process's own. */
  async current(): Promise<string> {
    if (this.primary && this.index.active === 'meilisearch') {
      const version = await this.primary.version().catch(() => undefined);
      if (version !== undefined) return `meili:${version}`;
    }
    return `local:${this.#process}:${this.#local}`;
  }
}
