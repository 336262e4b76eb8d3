import type { HandoffRecord } from '../ports/handoff-store.js';

/** Queued threads first, longest waiting first; then held threads, longest held first. */
export function byQueueOrder(a: HandoffRecord, b: HandoffRecord): number {
  if (a.mode !== b.mode) return a.mode === 'queued' ? -1 : 1;
  return a.mode === 'queued' ? a.queuedAt - b.queuedAt || a.threadId.localeCompare(b.threadId) : a.since - b.since;
}

/** Queue positions (1 = next) of the queued threads in `records`. */
export function queuePositions(records: readonly HandoffRecord[]): Map<string, number> {
  const queued = records.filter((record) => record.mode === 'queued').sort(byQueueOrder);
  return new Map(queued.map((record, index) => [record.threadId, index + 1]));
}
