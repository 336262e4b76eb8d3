/** Remembers keys for a while so an action happens once, across processes. */
export interface Dedupe {
  /** True the first time `key` is claimed within `ttlMs`; false afterwards. */
  claim(key: string, ttlMs: number): Promise<boolean>;
}
