import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import type { RouteTable } from '../http/route-table.js';
import type { Clock } from '../ports/clock.js';
import type { ConversationIndex } from '../ports/conversation-index.js';
import type { HandoffStore } from '../ports/handoff-store.js';
import type { ThreadLog } from '../ports/thread-log.js';
import { textForAgent } from '../privacy/mask-for-agent.js';
import { requireAgent } from './require-agent.js';

/** Where the agent console lists the conversations the assistant is handling right now. */
export const LIVE_CONVERSATIONS_PATH = '/api/console/live';
/** Active this recently, a conversation is live. */
export const LIVE_WINDOW_MS = 30 * 60_000;
const MAX_LIVE = 50;

/** One conversation the assistant is handling, as the console lists it. */
export interface LiveConversation {
  threadId: string;
  siteId: string;
  lastActivityAt: number;
  /** The shopper's latest message, personal data masked. */
  preview?: string;
}

/**
 * Lists, for a signed-in agent's sites, the conversations active in the last 30 minutes that no person has (not
 * queued, not held): the ones an agent can take over from the assistant. Newest activity first, at most 50.
 */
export function addLiveConversationsRoute(
  routes: RouteTable,
  options: { agents: readonly AgentAccount[]; siteIds: readonly string[]; index: ConversationIndex; log: ThreadLog; handoffs: HandoffStore; clock: Clock },
): void {
  routes.add('GET', LIVE_CONVERSATIONS_PATH, async (request, response) => {
    const agent = requireAgent(request, response, options.agents);
    if (!agent) return;
    const recent = await options.index.list({
      siteIds: agent.sites ?? options.siteIds,
      since: options.clock.now() - LIVE_WINDOW_MS,
      status: 'open',
      limit: MAX_LIVE * 2,
    });
    const handedOff = new Set((await options.handoffs.list()).map((record) => record.threadId));
    const live: LiveConversation[] = [];
    for (const summary of recent) {
      if (handedOff.has(summary.threadId) || live.length === MAX_LIVE) continue;
      const { events } = await options.log.read(summary.threadId, 0, 20);
      const said = events.findLast((event) => event.event === 'message:done' && event.data.message.role === 'user');
      // A chat opened and never written in is nobody to take over.
      if (!said || said.event !== 'message:done') continue;
      live.push({
        threadId: summary.threadId,
        siteId: summary.siteId,
        lastActivityAt: summary.lastActivityAt,
        preview: textForAgent(said.data.message.text).slice(0, 120),
      });
    }
    sendJson(response, 200, { conversations: live });
  });
}
