/**
 * Where a conversation stands: `open` (the assistant answers), `handoff` (waiting for or held by a person),
 * `resolved` (the shopper rated the conversation as a whole — the widget's end-of-conversation rating).
 */
export type ConversationStatus = 'open' | 'handoff' | 'resolved';

/** One conversation in the per-site index. */
export interface ConversationSummary {
  threadId: string;
  siteId: string;
  /** Epoch milliseconds. */
  startedAt: number;
  /** Epoch milliseconds of the newest stored event. */
  lastActivityAt: number;
  status: ConversationStatus;
}

/** A page of {@link ConversationIndex.list}: newest activity first. */
export interface ConversationQuery {
  siteIds: readonly string[];
  /** Last activity at or after (epoch ms). */
  since?: number;
  /** Last activity before (epoch ms). */
  until?: number;
  status?: ConversationStatus;
  limit: number;
  /** Only conversations after this one in the order (the previous page's last). */
  after?: { lastActivityAt: number; threadId: string };
}

/** Threads per site by last activity (a Redis sorted set per site, or memory), for the REST API. */
export interface ConversationIndex {
  /** Records activity on a thread (creating its entry), optionally changing its status. */
  touch(entry: { threadId: string; siteId: string; at: number; status?: ConversationStatus }): Promise<void>;
  get(threadId: string): Promise<ConversationSummary | undefined>;
  /** Up to `limit` conversations, newest activity first, ties by threadId descending. */
  list(query: ConversationQuery): Promise<ConversationSummary[]>;
}

/** The order of {@link ConversationIndex.list}: newest first, then threadId descending. */
export function byActivity(a: ConversationSummary, b: ConversationSummary): number {
  return b.lastActivityAt - a.lastActivityAt || (a.threadId < b.threadId ? 1 : a.threadId > b.threadId ? -1 : 0);
}

/** Whether a conversation passes a query's filters (site scope excepted). */
export function inQuery(summary: ConversationSummary, query: ConversationQuery): boolean {
  if (query.since !== undefined && summary.lastActivityAt < query.since) return false;
  if (query.until !== undefined && summary.lastActivityAt >= query.until) return false;
  if (query.status !== undefined && summary.status !== query.status) return false;
  const after = query.after;
  if (after && !(summary.lastActivityAt < after.lastActivityAt || (summary.lastActivityAt === after.lastActivityAt && summary.threadId < after.threadId)))
    return false;
  return true;
}
