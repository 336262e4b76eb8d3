import { byActivity, inQuery, type ConversationIndex, type ConversationSummary } from '../ports/conversation-index.js';

/** The embedded conversation index: one process, gone on restart like the memory thread log. */
export function createMemoryConversationIndex(): ConversationIndex {
  const conversations = new Map<string, ConversationSummary>();
  return {
    async touch({ threadId, siteId, at, status }) {
      const known = conversations.get(threadId);
      conversations.set(threadId, {
        threadId,
        siteId: known?.siteId ?? siteId,
        startedAt: known?.startedAt ?? at,
        lastActivityAt: Math.max(known?.lastActivityAt ?? at, at),
        status: status ?? known?.status ?? 'open',
      });
    },
    async get(threadId) {
      return conversations.get(threadId);
    },
    async list(query) {
      return [...conversations.values()]
        .filter((summary) => query.siteIds.includes(summary.siteId) && inQuery(summary, query))
        .sort(byActivity)
        .slice(0, query.limit);
    },
  };
}
