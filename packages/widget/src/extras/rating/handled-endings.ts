/**
 * The last conversation end this device has rated or dismissed (or asked about when the panel closed), per thread,
 * so a reload (or another tab) does not ask again for the same ending. Kept beside the thread itself — under its
 * storage key plus `:rated`, in the storage `data-storage` chose — so a session-only thread leaves nothing in local
 * storage and `shutdown()` forgets it with the thread; in memory when the thread is stored nowhere. Storage may be
 * disabled or full: then the prompt can come back after a reload, no worse.
 */
export const handledEndings = {
  /** The highest ending seq handled in `threadId` (0 if none). */
  get(threadId: string): number {
    const place = placeOf(threadId);
    try {
      const [id, seq] = (place ? place.area.getItem(place.key) : memory.get(threadId))?.split(' ') ?? [];
      return id === threadId ? Number(seq) || 0 : 0;
    } catch {
      return 0;
    }
  },
  /** Marks every ending up to `seq` of `threadId` handled. */
  set(threadId: string, seq: number): void {
    const value = `${threadId} ${Math.max(seq, handledEndings.get(threadId))}`;
    const place = placeOf(threadId);
    try {
      if (place) place.area.setItem(place.key, value);
      else memory.set(threadId, value);
    } catch {
      // Nothing to do: the prompt may show again after a reload.
    }
  },
};

const memory = new Map<string, string>();

/** Where the widget keeps the thread (`kefu:v1:<siteKey>` holding its id), and so its marker. */
function placeOf(threadId: string): { area: Storage; key: string } | undefined {
  try {
    for (const area of [globalThis.localStorage, globalThis.sessionStorage]) {
      for (let i = 0; i < (area?.length ?? 0); i += 1) {
        const key = area!.key(i);
        if (key && /^kefu:v\d+:[^:]+$/.test(key) && area!.getItem(key)?.includes(`"threadId":"${threadId}"`)) return { area: area!, key: `${key}:rated` };
      }
    }
  } catch {
    // Storage denied: memory it is.
  }
  return undefined;
}
