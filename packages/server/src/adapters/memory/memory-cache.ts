import type { Cache } from '../../ports/cache.js';
import type { Clock } from '../../ports/clock.js';

/** The embedded cache: least-recently-used entries with per-entry TTL. */
export class MemoryCache implements Cache {
  readonly #entries = new Map<string, { json: string; expiresAt: number }>();

  /** @param maxEntries oldest entries are dropped beyond this. */
  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    // Re-insert to mark it most recently used (Map keeps insertion order).
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return JSON.parse(entry.json) as T;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.#entries.delete(key);
    // Stored as JSON so callers get a copy and the Redis adapter behaves the same.
    this.#entries.set(key, { json: JSON.stringify(value), expiresAt: this.clock.now() + ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }
}
