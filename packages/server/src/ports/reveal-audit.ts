import type { PiiKind } from '../privacy/pii-detector.js';

/** One agent's reveal of one masked event: who, when, which thread and message — never the value. */
export interface RevealRecord {
  threadId: string;
  /** The event revealed; 0 for a ticket, which is not an event of the thread. */
  seq: number;
  /** The offline-form ticket revealed (left in `threadId`), when it was one. */
  ticketId?: string;
  agentId: string;
  agentName: string;
  at: number;
  kinds: PiiKind[];
}

/** Where reveals of personal data are kept, per thread, for as long as the thread itself. */
export interface RevealAudit {
  record(entry: RevealRecord): Promise<void>;
  /** The thread's reveals, oldest first. */
  list(threadId: string): Promise<RevealRecord[]>;
}
