/** A key-value cache with per-entry TTL (intents 24 h, retrieval 1 h, tool results 5 min). */
export interface Cache {
  /** The value stored under `key`, or undefined when absent or expired. */
  get<T>(key: string): Promise<T | undefined>;
  /** Stores a JSON-serialisable value for `ttlMs`. */
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}
