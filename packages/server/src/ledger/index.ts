export { buildLedger, type Ledger, type LedgerDay, type LedgerQuery, type LedgerSources, type UnansweredRow } from './build-ledger.js';
export { conversationOutcome, type ConversationOutcome, type Outcome } from './conversation-outcome.js';
export { dayOf, isTimeZone } from './day-of.js';
export { parseLedgerParams, type LedgerParams } from './ledger-params.js';
export { ledgerReport, LEDGER_IDLE_MS, LEDGER_MAX_CONVERSATIONS } from './ledger-report.js';
