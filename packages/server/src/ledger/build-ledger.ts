import type { HandoffReason } from '@kefu/protocol';
import type { ConversationIndex, ConversationSummary } from '../ports/conversation-index.js';
import type { ThreadLog } from '../ports/thread-log.js';
import type { FeedbackStore } from '../stores/feedback-store.js';
import { conversationOutcome, type ConversationOutcome, type Outcome } from './conversation-outcome.js';
import { dayOf } from './day-of.js';
import { median } from './median.js';

/** What a ledger covers. */
export interface LedgerQuery {
  siteIds: readonly string[];
  /** Conversations started at or after (epoch ms). */
  since: number;
  /** Conversations started before (epoch ms). */
  until: number;
  /** The time zone days are counted in. */
  timeZone: string;
  now: number;
  /** Quiet this long, a conversation has ended (else it is `open`). */
  idleMs: number;
  /** Most conversations read; past it the ledger says `truncated`. */
  maxConversations: number;
  /** Most events read per conversation. */
  maxEvents: number;
}

/** The ledger's dependencies: the stores the events already live in. */
export interface LedgerSources {
  index: ConversationIndex;
  log: ThreadLog;
  feedback: FeedbackStore;
}

/** A question the assistant could not answer, with how often it was asked and where. */
export interface UnansweredRow {
  text: string;
  reason: HandoffReason;
  count: number;
  /** Up to three conversations it was asked in, newest first. */
  threadIds: string[];
}

/** One day of one site. */
export interface LedgerDay {
  date: string;
  siteId: string;
  conversations: number;
  outcomes: Record<Outcome, number>;
  handoffReasons: Partial<Record<HandoffReason, number>>;
  /** Whole-conversation ratings by outcome: how many and their mean. */
  ratings: Partial<Record<Outcome, { count: number; average: number }>>;
  medianFirstReplyMs: number | null;
  medianResolutionMs: number | null;
  /** The most frequent questions the assistant could not answer (at most 10). */
  unanswered: UnansweredRow[];
}

/** The ledger: per day and per site, oldest day first. */
export interface Ledger {
  days: LedgerDay[];
  /** True when more conversations than `maxConversations` matched: the figures cover the newest ones read. */
  truncated: boolean;
}

const PAGE = 100;

/** Reads the conversations a query covers and computes the ledger from their stored events and ratings. */
export async function buildLedger(sources: LedgerSources, query: LedgerQuery): Promise<Ledger> {
  const { summaries, truncated } = await conversationsIn(sources.index, query);
  const days = new Map<string, { date: string; siteId: string; rows: Array<{ threadId: string; outcome: ConversationOutcome }> }>();
  for (const summary of summaries) {
    const { lastSeq } = await sources.log.read(summary.threadId, 0, 0);
    const page = await sources.log.read(summary.threadId, 0, Math.min(lastSeq, query.maxEvents));
    const outcome = conversationOutcome(page.events, await sources.feedback.list(summary.threadId), query.now, query.idleMs);
    if (!outcome || outcome.startedAt < query.since || outcome.startedAt >= query.until) continue;
    const date = dayOf(outcome.startedAt, query.timeZone);
    const key = `${date}\u0000${summary.siteId}`;
    const day = days.get(key) ?? { date, siteId: summary.siteId, rows: [] };
    day.rows.push({ threadId: summary.threadId, outcome });
    days.set(key, day);
  }
  const ordered = [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.siteId.localeCompare(b.siteId));
  return { days: ordered.map((day) => summarizeDay(day.date, day.siteId, day.rows)), truncated };
}

async function conversationsIn(index: ConversationIndex, query: LedgerQuery): Promise<{ summaries: ConversationSummary[]; truncated: boolean }> {
  const summaries: ConversationSummary[] = [];
  let after: { lastActivityAt: number; threadId: string } | undefined;
  // Listed by last activity: everything started in the window was active at or after its start.
  for (;;) {
    const page = await index.list({ siteIds: query.siteIds, since: query.since, limit: PAGE, ...(after ? { after } : {}) });
    for (const summary of page) {
      if (summary.startedAt >= query.until) continue;
      if (summaries.length === query.maxConversations) return { summaries, truncated: true };
      summaries.push(summary);
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last) return { summaries, truncated: false };
    after = { lastActivityAt: last.lastActivityAt, threadId: last.threadId };
  }
}

function summarizeDay(date: string, siteId: string, rows: Array<{ threadId: string; outcome: ConversationOutcome }>): LedgerDay {
  const outcomes: Record<Outcome, number> = { assistant: 0, human: 0, abandoned: 0, open: 0 };
  const handoffReasons: Partial<Record<HandoffReason, number>> = {};
  const ratingSums: Partial<Record<Outcome, { count: number; sum: number }>> = {};
  const unanswered = new Map<string, UnansweredRow>();
  for (const { threadId, outcome } of rows) {
    outcomes[outcome.outcome] += 1;
    if (outcome.handoffReason) handoffReasons[outcome.handoffReason] = (handoffReasons[outcome.handoffReason] ?? 0) + 1;
    if (outcome.rating !== undefined) {
      const sum = (ratingSums[outcome.outcome] ??= { count: 0, sum: 0 });
      sum.count += 1;
      sum.sum += outcome.rating;
    }
    for (const question of outcome.unanswered) {
      // The same question asked in other words is another row: grouping is by the masked text, case and spacing aside.
      const key = question.text.toLowerCase().replace(/\s+/g, ' ').trim();
      const row = unanswered.get(key) ?? { text: question.text, reason: question.reason, count: 0, threadIds: [] };
      row.count += 1;
      if (row.threadIds.length < 3 && !row.threadIds.includes(threadId)) row.threadIds.push(threadId);
      unanswered.set(key, row);
    }
  }
  const ratings: LedgerDay['ratings'] = {};
  for (const [outcome, sum] of Object.entries(ratingSums) as Array<[Outcome, { count: number; sum: number }]>) {
    ratings[outcome] = { count: sum.count, average: Math.round((sum.sum / sum.count) * 100) / 100 };
  }
  const resolved = rows.filter(({ outcome }) => outcome.outcome === 'assistant' || outcome.outcome === 'human');
  return {
    date,
    siteId,
    conversations: rows.length,
    outcomes,
    handoffReasons,
    ratings,
    medianFirstReplyMs: median(rows.flatMap(({ outcome }) => (outcome.firstReplyMs !== undefined ? [outcome.firstReplyMs] : []))) ?? null,
    medianResolutionMs: median(resolved.flatMap(({ outcome }) => (outcome.resolutionMs !== undefined ? [outcome.resolutionMs] : []))) ?? null,
    unanswered: [...unanswered.values()].sort((a, b) => b.count - a.count || a.text.localeCompare(b.text)).slice(0, 10),
  };
}
