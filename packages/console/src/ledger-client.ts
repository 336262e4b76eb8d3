import type { HandoffReason } from '@kefu/protocol';

/** How a conversation went (the README's "The ledger" defines each). */
export type LedgerOutcome = 'assistant' | 'human' | 'abandoned' | 'open';

/** One day of one site, as `GET /api/console/ledger` returns it. */
export interface LedgerDayReport {
  date: string;
  siteId: string;
  conversations: number;
  outcomes: Record<LedgerOutcome, number>;
  handoffReasons: Partial<Record<HandoffReason, number>>;
  ratings: Partial<Record<LedgerOutcome, { count: number; average: number }>>;
  medianFirstReplyMs: number | null;
  medianResolutionMs: number | null;
  unanswered: Array<{ text: string; reason: HandoffReason; count: number; threadIds: string[] }>;
}

/** The ledger's answer. */
export interface LedgerReport {
  since: string;
  until: string;
  timeZone: string;
  idleMinutes: number;
  days: LedgerDayReport[];
  truncated: boolean;
  /** The window's unanswered questions: handoffs joined with the knowledge base's misses, most asked first. */
  topUnanswered?: Array<{ question: string; handedOff: number; knowledgeMisses: number; reasons: HandoffReason[]; threadIds: string[] }>;
}

/** Reads the ledger of the last `days` days, counted in the browser's time zone, with the agent's token. */
export async function fetchLedger(serverUrl: string, token: string, days: number, now: number): Promise<LedgerReport> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const query = new URLSearchParams({ since: new Date(now - days * 86_400_000).toISOString(), timeZone });
  const response = await fetch(`${serverUrl}/api/console/ledger?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as LedgerReport | { message?: string };
  if (!response.ok) throw new Error((body as { message?: string }).message ?? `HTTP ${response.status}`);
  return body as LedgerReport;
}
