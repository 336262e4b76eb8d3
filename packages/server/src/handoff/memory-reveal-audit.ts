import type { RevealAudit, RevealRecord } from '../ports/reveal-audit.js';

/** The embedded reveal audit: kept for the life of the process, like the memory thread log. */
export class MemoryRevealAudit implements RevealAudit {
  readonly #byThread = new Map<string, RevealRecord[]>();

  async record(entry: RevealRecord): Promise<void> {
    const list = this.#byThread.get(entry.threadId) ?? [];
    list.push({ ...entry, kinds: [...entry.kinds] });
    this.#byThread.set(entry.threadId, list);
  }

  async list(threadId: string): Promise<RevealRecord[]> {
    return (this.#byThread.get(threadId) ?? []).map((entry) => ({ ...entry, kinds: [...entry.kinds] }));
  }
}
