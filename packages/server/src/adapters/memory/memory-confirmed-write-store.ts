import type { ConfirmedWrite, ConfirmedWriteStore } from '../../ports/confirmed-write-store.js';

/** The embedded store of confirmed writes: one process, so it covers a failed run, not a restart. */
export class MemoryConfirmedWriteStore implements ConfirmedWriteStore {
  readonly #writes = new Map<string, ConfirmedWrite>();

  async save(write: ConfirmedWrite): Promise<void> {
    this.#writes.set(write.threadId, structuredClone(write));
  }

  async get(threadId: string): Promise<ConfirmedWrite | undefined> {
    const write = this.#writes.get(threadId);
    return write && structuredClone(write);
  }

  async due(now: number, limit: number): Promise<ConfirmedWrite[]> {
    return [...this.#writes.values()]
      .filter((write) => write.retryAt <= now)
      .sort((left, right) => left.retryAt - right.retryAt)
      .slice(0, limit)
      .map((write) => structuredClone(write));
  }

  async remove(threadId: string, interruptId?: string): Promise<void> {
    if (interruptId === undefined || this.#writes.get(threadId)?.interruptId === interruptId) this.#writes.delete(threadId);
  }
}
