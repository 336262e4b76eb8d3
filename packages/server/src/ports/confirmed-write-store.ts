import type { Locale, WorkflowName } from '@kefu/protocol';
import type { WriteRequest } from './commerce-backend.js';

/**
 * A write the shopper confirmed that has not yet reached them as a receipt. It is stored before the confirmation is
 * acknowledged and removed once the outcome was delivered: a process killed in between leaves it for recovery,
 * which submits it again with the same idempotency key (the backend answers with its first receipt).
 */
export interface ConfirmedWrite {
  threadId: string;
  siteId: string;
  /** The confirmation prompt the shopper approved. */
  interruptId: string;
  workflow: WorkflowName;
  /** Exactly what is submitted, with the key every attempt sends. */
  request: WriteRequest & { idempotencyKey: string };
  /** The workflow's language: the receipt and any failure notice speak it. */
  locale: Locale;
  /** The options the shopper picked, by detail key, with their labels as shown (the receipt shows them). */
  shown: Record<string, { value: string; label: string }>;
  /** The confirmation rows the shopper approved: what a human sees if the write cannot be made. */
  summary: Array<{ label: string; value: string }>;
  confirmedAt: number;
  /** Submissions tried by recovery so far. */
  attempts: number;
  /** Recovery leaves it alone before this (epoch ms): a live process is still completing it, or a retry waits. */
  retryAt: number;
}

/**
 * Durable "confirmed, not yet written" records, at most one per thread (a thread runs one workflow at a time):
 * memory when embedded, Redis with `REDIS_URL` so they survive a kill -9.
 */
export interface ConfirmedWriteStore {
  /** Stores (or replaces) the thread's record; resolves once it is durable. */
  save(write: ConfirmedWrite): Promise<void>;
  get(threadId: string): Promise<ConfirmedWrite | undefined>;
  /** Records whose `retryAt` is at or before `now`, earliest first. */
  due(now: number, limit: number): Promise<ConfirmedWrite[]>;
  /** Removes the thread's record; with `interruptId`, only if it is still that confirmation's. */
  remove(threadId: string, interruptId?: string): Promise<void>;
}
