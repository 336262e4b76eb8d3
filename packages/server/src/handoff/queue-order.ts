import type { HandoffRecord } from '../ports/handoff-store.js';

/** Queued threads first, longest waiting first; then held threads, longest held first. */
export function byQueueOrder(a: HandoffRecord, b: HandoffRecord): number {
  if (a.mode !== b.mode) return a.mode === 'queued' ? -1 : 1;
  return a.mode === 'queued' ? a.queuedAt - b.queuedAt || a.threadId.localeCompare(b.threadId) : a.since - b.since;
}

/**
 * Queue positions (1 = next) of the queued threads in `records`, counted within each site: agents may
 * serve only some sites, so another shop's queue says nothing about this shopper's wait.
 */
export function queuePositions(records: readonly HandoffRecord[]): Map<string, number> {
  const queued = records.filter((record) => record.mode === 'queued').sort(byQueueOrder);
  const perSite = new Map<string, number>();
  return new Map(
    queued.map((record) => {
      const position = (perSite.get(record.siteId) ?? 0) + 1;
      perSite.set(record.siteId, position);
      return [record.threadId, position];
    }),
  );
}
