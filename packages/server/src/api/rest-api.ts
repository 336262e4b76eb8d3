import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { kefuError, type ErrorCode } from '@kefu/protocol';
import { sendJson } from '../demo-api/json-response.js';
import type { RouteTable } from '../http/route-table.js';
import type { ConversationIndex, ConversationSummary } from '../ports/conversation-index.js';
import type { ThreadLog } from '../ports/thread-log.js';
import type { Clock } from '../ports/clock.js';
import type { UnansweredQuestion, UnansweredQuestions } from '../ports/unanswered-questions.js';
import type { WebhookDeliveryLog, DeliveryAttempt } from '../ports/webhook-delivery-log.js';
import type { FeedbackStore } from '../stores/feedback-store.js';
import type { ApiKey } from '../webhooks/integration-settings.js';
import { authenticateApiKey, type ApiPrincipal } from './api-key-auth.js';
import { transcriptOf } from './transcript.js';
import { ledgerReport, parseLedgerParams } from '../ledger/index.js';

/** Most events a transcript holds; a longer conversation returns its newest ones and `truncated: true`. */
export const MAX_TRANSCRIPT_EVENTS = 10_000;

/** Options of {@link attachRestApi}. */
export interface RestApiOptions {
  keys: readonly ApiKey[];
  /** Every configured siteId: the scope of a key without `sites`. */
  siteIds: readonly string[];
  index: ConversationIndex;
  log: ThreadLog;
  feedback: FeedbackStore;
  deliveries: WebhookDeliveryLog;
  /** The server's clock: what "now" is for the ledger's open conversations. */
  clock: Clock;
  /** Questions the knowledge base could not answer; without it the endpoint lists none. */
  unanswered?: UnansweredQuestions;
}

const iso = (ms: number) => new Date(ms).toISOString();
const dateTime = z.iso.datetime({ offset: true }).transform((text) => Date.parse(text));

const listQuery = z.strictObject({
  siteId: z
    .string()
    .regex(/^[\w.:-]{1,128}$/)
    .optional(),
  since: dateTime.optional(),
  until: dateTime.optional(),
  status: z.enum(['open', 'handoff', 'resolved']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(400).optional(),
});

const unansweredQuery = z.strictObject({
  siteId: z
    .string()
    .regex(/^[\w.:-]{1,128}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const deliveriesQuery = z.strictObject({
  eventId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

/** The REST API under /api/v1 (documented in packages/server/openapi.yaml), read-only, behind API keys. */
export function attachRestApi(routes: RouteTable, options: RestApiOptions): void {
  const guarded =
    (handler: (principal: ApiPrincipal, url: URL, path: string) => Promise<unknown>) =>
    async (request: IncomingMessage, response: ServerResponse, path: string) => {
      try {
        const principal = authenticateApiKey(request, options.keys, options.siteIds);
        if (!principal) {
          response.setHeader('WWW-Authenticate', 'Bearer realm="kefu"');
          throw new ApiError(
            401,
            'NOT_AUTHENTICATED',
            options.keys.length === 0 ? 'the REST API has no keys: set KEFU_API_KEYS' : 'missing or unknown API key: send Authorization: Bearer <key>',
          );
        }
        sendJson(response, 200, await handler(principal, new URL(request.url ?? '/', 'http://kefu.invalid'), path));
      } catch (error) {
        if (error instanceof ApiError)
          return sendJson(response, error.status, { ...kefuError(error.code, error.message), ...(error.path ? { path: error.path } : {}) });
        throw error;
      }
    };

  routes.add(
    'GET',
    '/api/v1/conversations',
    guarded(async (principal, url) => {
      const query = parseQuery(listQuery, url);
      if (query.siteId !== undefined && !principal.siteIds.includes(query.siteId))
        throw new ApiError(404, 'NOT_FOUND', `no site ${query.siteId} for this key`, 'siteId');
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const page = await options.index.list({
        siteIds: query.siteId ? [query.siteId] : principal.siteIds,
        limit: query.limit + 1,
        ...(query.since !== undefined ? { since: query.since } : {}),
        ...(query.until !== undefined ? { until: query.until } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(after ? { after } : {}),
      });
      const items = page.slice(0, query.limit);
      const last = items.at(-1);
      return { conversations: items.map(summaryJson), nextCursor: page.length > query.limit && last ? encodeCursor(last) : null };
    }),
  );

  routes.add(
    'GET',
    '/api/v1/ledger',
    guarded(async (principal, url) => {
      const now = options.clock.now();
      const parsed = parseLedgerParams(url.searchParams, now);
      if (!parsed.ok) throw new ApiError(400, 'BAD_PAYLOAD', parsed.message, parsed.path);
      const { siteId } = parsed.params;
      if (siteId !== undefined && !principal.siteIds.includes(siteId)) throw new ApiError(404, 'NOT_FOUND', `no site ${siteId} for this key`, 'siteId');
      return ledgerReport(options, siteId ? [siteId] : principal.siteIds, parsed.params, now);
    }),
  );

  routes.add(
    'GET',
    '/api/v1/knowledge/unanswered',
    guarded(async (principal, url) => {
      const query = parseQuery(unansweredQuery, url);
      if (query.siteId !== undefined && !principal.siteIds.includes(query.siteId))
        throw new ApiError(404, 'NOT_FOUND', `no site ${query.siteId} for this key`, 'siteId');
      const rows = (await options.unanswered?.list(query.siteId ? [query.siteId] : principal.siteIds, query.limit)) ?? [];
      return { questions: rows.map(unansweredJson) };
    }),
  );

  routes.add(
    'GET',
    '/api/v1/webhooks/deliveries',
    guarded(async (principal, url) => {
      const query = parseQuery(deliveriesQuery, url);
      const rows = await options.deliveries.recent({ siteIds: principal.siteIds, limit: query.limit, ...(query.eventId ? { eventId: query.eventId } : {}) });
      return { deliveries: rows.map(deliveryJson) };
    }),
  );

  routes.add(
    'GET',
    '/api/v1/conversations/*',
    guarded(async (principal, url, path) => {
      const [threadId, tail, ...rest] = path.slice('/api/v1/conversations/'.length).split('/');
      if (!threadId || rest.length > 0 || (tail !== undefined && tail !== 'requests'))
        throw new ApiError(404, 'NOT_FOUND', `no such endpoint: ${path.slice(0, 200)}`);
      parseQuery(z.strictObject({}), url);
      const owner = await options.log.owner(threadId);
      // Another site's conversation is answered like a missing one: a key learns nothing about what it may not read.
      if (!owner || !principal.siteIds.includes(owner.siteId)) throw new ApiError(404, 'NOT_FOUND', `no conversation ${threadId.slice(0, 100)}`, 'threadId');
      const { lastSeq } = await options.log.read(threadId, 0, 0);
      const page = await options.log.read(threadId, 0, Math.min(lastSeq, MAX_TRANSCRIPT_EVENTS));
      const transcript = transcriptOf(page.events, await options.feedback.list(threadId));
      if (tail === 'requests') return { threadId, requests: transcript.requests };
      // A thread stored before the index existed is summarised from its own events.
      const times = page.events.flatMap((event) =>
        event.event === 'message:done' ? [event.data.message.createdAt] : event.event === 'handoff' ? [event.data.at] : [],
      );
      const summary = (await options.index.get(threadId)) ?? {
        threadId,
        siteId: owner.siteId,
        startedAt: Math.min(...times, Date.now()),
        lastActivityAt: Math.max(...times, Math.min(...times, Date.now())),
        status: 'open' as const,
      };
      return { conversation: summaryJson(summary), ...transcript, truncated: page.truncated };
    }),
  );
}

function parseQuery<T extends z.ZodType>(schema: T, url: URL): z.output<T> {
  const fields: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in fields) throw new ApiError(400, 'BAD_PAYLOAD', `query parameter ${key} is given twice`, key);
    fields[key] = value;
  }
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
  throw new ApiError(400, 'BAD_PAYLOAD', `query parameter ${where}: ${issue.message}`, where);
}

function summaryJson(summary: ConversationSummary) {
  return {
    threadId: summary.threadId,
    siteId: summary.siteId,
    status: summary.status,
    startedAt: iso(summary.startedAt),
    lastActivityAt: iso(summary.lastActivityAt),
  };
}

function deliveryJson(attempt: DeliveryAttempt) {
  return { ...attempt, at: iso(attempt.at), ...(attempt.nextAttemptAt !== undefined ? { nextAttemptAt: iso(attempt.nextAttemptAt) } : {}) };
}

function encodeCursor(summary: ConversationSummary): string {
  return Buffer.from(JSON.stringify([summary.lastActivityAt, summary.threadId])).toString('base64url');
}

function decodeCursor(cursor: string): { lastActivityAt: number; threadId: string } {
  try {
    const [lastActivityAt, threadId] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof lastActivityAt === 'number' && typeof threadId === 'string') return { lastActivityAt, threadId };
  } catch {
    // falls through to the typed error
  }
  throw new ApiError(400, 'BAD_PAYLOAD', 'query parameter cursor: not a cursor this API returned', 'cursor');
}

function unansweredJson(row: UnansweredQuestion) {
  return {
    siteId: row.siteId,
    locale: row.locale,
    question: row.question,
    count: row.count,
    firstAskedAt: iso(row.firstAskedAt),
    lastAskedAt: iso(row.lastAskedAt),
  };
}
