import type { HandoffReason } from '@kefu/protocol';
import type { LedgerOutcome } from './ledger-client.js';

/** One past conversation, as `GET /api/console/conversations` lists it. */
export interface HistoryRow {
  threadId: string;
  siteId: string;
  startedAt: string;
  lastActivityAt: string;
  outcome: LedgerOutcome;
  handoffReasons: HandoffReason[];
  handedBack: boolean;
  customerId?: string;
  rating?: number;
  preview: string;
  messages: number;
  /** Where the search words were found (personal data masked). */
  match?: { seq: number; role: 'user' | 'agent'; snippet: string };
}

/** The filters of the history view. */
export interface HistoryFilters {
  /** Days back from now, by last activity. */
  days: number;
  outcome?: LedgerOutcome;
  reason?: HandoffReason;
  q?: string;
}

/** A page of history. */
export interface HistoryPage {
  conversations: HistoryRow[];
  nextCursor: string | null;
}

/** Reads a page of past conversations with the agent's token; a refused request throws with the server's message. */
export async function fetchHistory(serverUrl: string, token: string, filters: HistoryFilters, now: number, cursor?: string): Promise<HistoryPage> {
  const query = new URLSearchParams({ since: new Date(now - filters.days * 86_400_000).toISOString(), limit: '20' });
  if (filters.outcome) query.set('outcome', filters.outcome);
  if (filters.reason) query.set('reason', filters.reason);
  if (filters.q?.trim()) query.set('q', filters.q.trim());
  if (cursor) query.set('cursor', cursor);
  const response = await fetch(`${serverUrl}/api/console/conversations?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as HistoryPage | { message?: string };
  if (!response.ok) throw new Error((body as { message?: string }).message ?? `HTTP ${response.status}`);
  return body as HistoryPage;
}
