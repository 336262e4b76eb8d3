/** The parts of a thread kept in Redis. */
export type ThreadKeyPart = 'meta' | 'events' | 'msgids' | 'feedback';

/** A thread's key; the hash tag keeps all of a thread's keys in one slot, so its scripts also run on Redis Cluster. */
export function threadKey(prefix: string, threadId: string, part: ThreadKeyPart): string {
  return `${prefix}thread:{${threadId}}:${part}`;
}
