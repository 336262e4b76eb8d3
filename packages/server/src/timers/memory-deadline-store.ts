import type { ClaimOptions, Deadline, DeadlineStore } from '../ports/deadline-store.js';

/** The embedded deadline store: one process, gone on restart. */
export function createMemoryDeadlineStore<T>(): DeadlineStore<T> {
  // `at` is the due time until claimed, then the lease's end.
  const entries = new Map<string, { at: number; deadline: Deadline<T> }>();
  return {
    async schedule(deadline) {
      entries.set(deadline.key, { at: deadline.dueAt, deadline: structuredClone(deadline) });
    },
    async cancel(key) {
      return entries.delete(key);
    },
    async claimDue(now, options: ClaimOptions = {}) {
      const due = [...entries.values()]
        .filter((entry) => entry.at <= now)
        .sort((a, b) => a.at - b.at)
        .slice(0, options.limit ?? 50);
      for (const entry of due) entry.at = now + (options.leaseMs ?? 30_000);
      return due.map((entry) => structuredClone(entry.deadline));
    },
    async complete(key) {
      entries.delete(key);
    },
    async next() {
      const first = [...entries.values()].sort((a, b) => a.at - b.at)[0];
      return first && structuredClone(first.deadline);
    },
  };
}
