/** What the loader finds in storage before any widget code is fetched. */
export interface PendingThread {
  /** A conversation this device can resume. */
  conversation: boolean;
  /** A workflow prompt that is still open (not closed, not expired): a step waits for the shopper. */
  waitingStep: boolean;
}

/**
 * Reads the stored thread the full widget keeps (`kefu:v1:<siteKey>`, see controllers/thread-storage.ts) without
 * its validator: only two booleans come out of it, never text, so a forged entry can at most show the hint.
 */
export function pendingThread(kind: string, siteKey: string, now = Date.now()): PendingThread {
  let stored: { threadId?: unknown; events?: unknown } | undefined;
  try {
    const area = kind === 'session' ? sessionStorage : kind === 'local' ? localStorage : undefined;
    stored = JSON.parse(area?.getItem(`kefu:v1:${siteKey}`) ?? 'null');
  } catch {
    // Storage off (private mode) or not JSON: nothing to resume.
  }
  if (!stored || typeof stored.threadId !== 'string') return { conversation: false, waitingStep: false };
  const open = new Map<unknown, number>();
  for (const item of Array.isArray(stored.events) ? stored.events : []) {
    const data = item?.data;
    if (item?.event === 'interrupt:open') open.set(data?.interrupt?.interruptId, Number(data?.interrupt?.expiresAt));
    else if (item?.event === 'interrupt:closed') open.delete(data?.interruptId);
  }
  return { conversation: true, waitingStep: [...open.values()].some((expiresAt) => expiresAt > now) };
}
