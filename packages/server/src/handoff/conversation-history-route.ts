import { z } from 'zod';
import { HANDOFF_REASONS, kefuError } from '@kefu/protocol';
import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import type { RouteTable } from '../http/route-table.js';
import type { Clock } from '../ports/clock.js';
import type { ConversationIndex } from '../ports/conversation-index.js';
import type { ThreadLog } from '../ports/thread-log.js';
import type { FeedbackStore } from '../stores/feedback-store.js';
import { LEDGER_IDLE_MS } from '../ledger/ledger-report.js';
import { requireAgent } from './require-agent.js';
import { searchHistory, type HistoryRow } from './conversation-history.js';

/** Where the agent console lists and searches past conversations. */
export const CONVERSATION_HISTORY_PATH = '/api/console/conversations';
/** Most conversations one history request reads before it returns a page (with a cursor to go on). */
export const HISTORY_MAX_SCANNED = 500;
/** Most events read per conversation by the history. */
export const HISTORY_MAX_EVENTS = 2_000;

const dateTime = z.iso.datetime({ offset: true }).transform((text) => Date.parse(text));
const historyQuery = z.strictObject({
  siteId: z
    .string()
    .regex(/^[\w.:-]{1,128}$/)
    .optional(),
  since: dateTime.optional(),
  until: dateTime.optional(),
  outcome: z.enum(['assistant', 'human', 'abandoned', 'open']).optional(),
  reason: z.enum(HANDOFF_REASONS).optional(),
  handedBack: z.enum(['true', 'false']).optional(),
  q: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(400).optional(),
});

/**
 * `GET /api/console/conversations`: the conversations of a signed-in agent's sites, newest activity first, with
 * `since` / `until` (ISO 8601, by last activity), `outcome` (the ledger's), `reason` (a handoff reason),
 * `handedBack`, `q` (words in a shopper's or agent's message, personal data masked), `limit` and `cursor`.
 */
export function addConversationHistoryRoute(
  routes: RouteTable,
  options: { agents: readonly AgentAccount[]; siteIds: readonly string[]; index: ConversationIndex; log: ThreadLog; feedback: FeedbackStore; clock: Clock },
): void {
  routes.add('GET', CONVERSATION_HISTORY_PATH, async (request, response) => {
    const agent = requireAgent(request, response, options.agents);
    if (!agent) return;
    const fields: Record<string, string> = {};
    for (const [key, value] of new URL(request.url ?? '/', 'http://kefu.invalid').searchParams) {
      if (key in fields) return sendJson(response, 400, { ...kefuError('BAD_PAYLOAD', `query parameter ${key} is given twice`), path: key });
      fields[key] = value;
    }
    const parsed = historyQuery.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
      return sendJson(response, 400, { ...kefuError('BAD_PAYLOAD', `query parameter ${path}: ${issue.message}`), path });
    }
    const query = parsed.data;
    if (query.since !== undefined && query.until !== undefined && query.since >= query.until)
      return sendJson(response, 400, { ...kefuError('BAD_PAYLOAD', 'query parameter since: must be before until'), path: 'since' });
    const scope = agent.sites ?? options.siteIds;
    if (query.siteId !== undefined && !scope.includes(query.siteId))
      return sendJson(response, 404, { ...kefuError('NOT_FOUND', `no site ${query.siteId} for this agent`), path: 'siteId' });
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (after === null)
      return sendJson(response, 400, { ...kefuError('BAD_PAYLOAD', 'query parameter cursor: not a cursor this endpoint returned'), path: 'cursor' });
    const page = await searchHistory(
      options,
      {
        siteIds: query.siteId ? [query.siteId] : scope,
        limit: query.limit,
        ...(query.since !== undefined ? { since: query.since } : {}),
        ...(query.until !== undefined ? { until: query.until } : {}),
        ...(query.outcome ? { outcome: query.outcome } : {}),
        ...(query.reason ? { reason: query.reason } : {}),
        ...(query.handedBack ? { handedBack: query.handedBack === 'true' } : {}),
        ...(query.q ? { text: query.q } : {}),
        ...(after ? { after } : {}),
      },
      { maxScanned: HISTORY_MAX_SCANNED, maxEvents: HISTORY_MAX_EVENTS, idleMs: LEDGER_IDLE_MS, now: options.clock.now() },
    );
    sendJson(response, 200, {
      conversations: page.conversations.map(rowJson),
      nextCursor: page.next ? Buffer.from(JSON.stringify([page.next.lastActivityAt, page.next.threadId])).toString('base64url') : null,
      scanned: page.scanned,
    });
  });
}

function rowJson(row: HistoryRow) {
  return { ...row, startedAt: new Date(row.startedAt).toISOString(), lastActivityAt: new Date(row.lastActivityAt).toISOString() };
}

/** The position a cursor names; null for anything this endpoint did not write. */
function decodeCursor(cursor: string): { lastActivityAt: number; threadId: string } | null {
  try {
    const [lastActivityAt, threadId] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof lastActivityAt === 'number' && typeof threadId === 'string') return { lastActivityAt, threadId };
  } catch {
    // falls through
  }
  return null;
}
