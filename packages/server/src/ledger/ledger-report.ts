import { buildLedger, type LedgerSources } from './build-ledger.js';
import type { LedgerParams } from './ledger-params.js';

/** Quiet this long, a conversation has ended: the ledger counts it as resolved or abandoned, no longer open. */
export const LEDGER_IDLE_MS = 30 * 60_000;
/** Most conversations one ledger request reads (the answer says `truncated` past it). */
export const LEDGER_MAX_CONVERSATIONS = 5_000;
/** Most events read per conversation. */
export const LEDGER_MAX_EVENTS = 10_000;

/** The ledger as the REST API and the console return it: the window, the definitions' idle time and the days. */
export async function ledgerReport(sources: LedgerSources, siteIds: readonly string[], params: LedgerParams, now: number) {
  const ledger = await buildLedger(sources, {
    siteIds,
    since: params.since,
    until: params.until,
    timeZone: params.timeZone,
    now,
    idleMs: LEDGER_IDLE_MS,
    maxConversations: LEDGER_MAX_CONVERSATIONS,
    maxEvents: LEDGER_MAX_EVENTS,
  });
  return {
    since: new Date(params.since).toISOString(),
    until: new Date(params.until).toISOString(),
    timeZone: params.timeZone,
    idleMinutes: LEDGER_IDLE_MS / 60_000,
    ...ledger,
  };
}
