import type { HandoffReason, ThreadEvent } from '@kefu/protocol';
import type { ConversationIndex, ConversationSummary } from '../ports/conversation-index.js';
import type { ThreadLog } from '../ports/thread-log.js';
import type { FeedbackStore } from '../stores/feedback-store.js';
import { conversationOutcome, type Outcome } from '../ledger/conversation-outcome.js';
import { textForAgent } from '../privacy/mask-for-agent.js';

/** What the history lists: conversations of some sites, newest activity first, filtered and searched. */
export interface HistoryQuery {
  siteIds: readonly string[];
  /** Last activity at or after (epoch ms). */
  since?: number;
  /** Last activity before (epoch ms). */
  until?: number;
  /** How it went, as the ledger counts it. */
  outcome?: Outcome;
  /** Handed off for this reason (any of its handoffs). */
  reason?: HandoffReason;
  /** Only conversations handed back to the assistant by a person. */
  handedBack?: boolean;
  /** Words every match holds, in a shopper's or an agent's message as the console shows it (personal data masked). */
  text?: string;
  limit: number;
  /** Where the previous page stopped. */
  after?: { lastActivityAt: number; threadId: string };
}

/** Bounds of one history request. */
export interface HistoryBounds {
  /** Most conversations read per request; past it the page ends early with a cursor. */
  maxScanned: number;
  /** Most events read per conversation. */
  maxEvents: number;
  /** Quiet this long, a conversation has ended (the ledger's idle time). */
  idleMs: number;
  now: number;
}

/** Where a search matched: the message and a masked snippet around the words. */
export interface HistoryMatch {
  seq: number;
  role: 'user' | 'agent';
  snippet: string;
}

/** One conversation as the history lists it. */
export interface HistoryRow {
  threadId: string;
  siteId: string;
  startedAt: number;
  lastActivityAt: number;
  outcome: Outcome;
  /** Every handoff reason, first first. */
  handoffReasons: HandoffReason[];
  /** A person released it back to the assistant. */
  handedBack: boolean;
  /** The verified customer, when the thread was opened with an identity. */
  customerId?: string;
  /** The whole-conversation rating, when given. */
  rating?: number;
  /** The shopper's first message, personal data masked. */
  preview: string;
  messages: number;
  match?: HistoryMatch;
}

/** A page of history. */
export interface HistoryPage {
  conversations: HistoryRow[];
  /** Where to go on from; null when every conversation of the window was read. */
  next: { lastActivityAt: number; threadId: string } | null;
  /** Conversations read for this page. */
  scanned: number;
}

const INDEX_PAGE = 100;
const SNIPPET_CONTEXT = 40;

/** Folds text the way searches compare it: width and case aside, runs of spaces as one. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Reads conversations from the index (newest activity first) and their stored events, and keeps those that pass the
 * filters: outcome and handoff reasons as the ledger reads them, and the search words in a shopper's or an agent's
 * message *after* masking, so personal data is neither shown nor findable. Reads at most `maxScanned` conversations:
 * a page may hold fewer rows than `limit` and still have a `next`.
 */
export async function searchHistory(
  sources: { index: ConversationIndex; log: ThreadLog; feedback: FeedbackStore },
  query: HistoryQuery,
  bounds: HistoryBounds,
): Promise<HistoryPage> {
  const words = query.text ? foldForSearch(query.text).trim().split(' ').filter(Boolean) : [];
  const rows: HistoryRow[] = [];
  let after = query.after;
  let scanned = 0;
  for (;;) {
    const page = await sources.index.list({
      siteIds: query.siteIds,
      limit: INDEX_PAGE,
      ...(query.since !== undefined ? { since: query.since } : {}),
      ...(query.until !== undefined ? { until: query.until } : {}),
      ...(after ? { after } : {}),
    });
    for (const summary of page) {
      after = { lastActivityAt: summary.lastActivityAt, threadId: summary.threadId };
      scanned += 1;
      const row = await readRow(sources, summary, bounds);
      if (row && passes(row.row, query) && (words.length === 0 || (row.row.match = findWords(row.events, words)))) rows.push(row.row);
      if (rows.length === query.limit || scanned === bounds.maxScanned) {
        const more = page.length === INDEX_PAGE || summary !== page.at(-1);
        return { conversations: rows, next: more ? after : null, scanned };
      }
    }
    if (page.length < INDEX_PAGE) return { conversations: rows, next: null, scanned };
  }
}

async function readRow(
  sources: { log: ThreadLog; feedback: FeedbackStore },
  summary: ConversationSummary,
  bounds: HistoryBounds,
): Promise<{ row: HistoryRow; events: ThreadEvent[] } | undefined> {
  const [{ lastSeq }, owner] = await Promise.all([sources.log.read(summary.threadId, 0, 0), sources.log.owner(summary.threadId)]);
  const { events } = await sources.log.read(summary.threadId, 0, Math.min(lastSeq, bounds.maxEvents));
  const outcome = conversationOutcome(events, await sources.feedback.list(summary.threadId), bounds.now, bounds.idleMs);
  // A widget opened and never written in is no conversation.
  if (!outcome) return undefined;
  const handoffReasons: HandoffReason[] = [];
  let handedBack = false;
  let messages = 0;
  let preview = '';
  for (const event of events) {
    if (event.event === 'handoff') {
      if ((event.data.state === 'queued' || event.data.state === 'no_agents') && !handoffReasons.includes(event.data.reason))
        handoffReasons.push(event.data.reason);
      if (event.data.state === 'released') handedBack = true;
    } else if (event.event === 'message:done') {
      messages += 1;
      if (!preview && event.data.message.role === 'user') preview = textForAgent(event.data.message.text).slice(0, 160);
    }
  }
  return {
    events,
    row: {
      threadId: summary.threadId,
      siteId: summary.siteId,
      startedAt: outcome.startedAt,
      lastActivityAt: summary.lastActivityAt,
      outcome: outcome.outcome,
      handoffReasons,
      handedBack,
      ...(owner?.customerId ? { customerId: owner.customerId } : {}),
      ...(outcome.rating !== undefined ? { rating: outcome.rating } : {}),
      preview,
      messages,
    },
  };
}

function passes(row: HistoryRow, query: HistoryQuery): boolean {
  if (query.outcome && row.outcome !== query.outcome) return false;
  if (query.reason && !row.handoffReasons.includes(query.reason)) return false;
  if (query.handedBack !== undefined && row.handedBack !== query.handedBack) return false;
  return true;
}

/** The newest shopper's or agent's message holding every word, masked first; undefined when none does. */
function findWords(events: readonly ThreadEvent[], words: readonly string[]): HistoryMatch | undefined {
  for (let at = events.length - 1; at >= 0; at -= 1) {
    const event = events[at]!;
    if (event.event !== 'message:done') continue;
    const { role, text } = event.data.message;
    if (role !== 'user' && role !== 'agent') continue;
    const masked = textForAgent(text);
    const folded = foldForSearch(masked);
    if (!words.every((word) => folded.includes(word))) continue;
    // Folding keeps the length of most text; the snippet is cut from the masked text around the first word.
    const hit = Math.max(0, folded.indexOf(words[0]!));
    const start = Math.max(0, hit - SNIPPET_CONTEXT);
    const end = Math.min(masked.length, hit + words[0]!.length + SNIPPET_CONTEXT);
    return { seq: event.data.seq, role, snippet: `${start > 0 ? '…' : ''}${masked.slice(start, end)}${end < masked.length ? '…' : ''}` };
  }
  return undefined;
}
