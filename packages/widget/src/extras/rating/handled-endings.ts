/**
 * The last conversation end this device has rated or dismissed, per thread, so a reload (or another tab) does not ask
 * again for the same ending. Storage may be disabled or full: then the prompt can come back after a reload, no worse.
 */
export const handledEndings = {
  /** The highest ending seq handled in `threadId` (0 if none). */
  get(threadId: string): number {
    try {
      return Number(globalThis.localStorage?.getItem(key(threadId))) || 0;
    } catch {
      return 0;
    }
  },
  /** Marks every ending up to `seq` of `threadId` handled. */
  set(threadId: string, seq: number): void {
    try {
      globalThis.localStorage?.setItem(key(threadId), String(Math.max(seq, handledEndings.get(threadId))));
    } catch {
      // Nothing to do: the prompt may show again after a reload.
    }
  },
};

const key = (threadId: string) => `kefu:rated:${threadId}`;
