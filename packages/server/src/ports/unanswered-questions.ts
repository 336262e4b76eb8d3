import type { Locale } from '@kefu/protocol';

/** A question the knowledge base had no answer for, as the merchant reads it (personal data masked). */
export interface UnansweredQuestion {
  siteId: string;
  locale: Locale;
  /** The question as first asked, personal data masked. */
  question: string;
  /** How many times it was asked (same wording, case and spacing aside). */
  count: number;
  /** Epoch milliseconds. */
  firstAskedAt: number;
  /** Epoch milliseconds. */
  lastAskedAt: number;
}

/** One miss to record. */
export interface UnansweredAsk {
  siteId: string;
  locale: Locale;
  question: string;
  at: number;
}

/**
 * The questions the knowledge base could not answer, per site (issue 21 item 4), for the merchant's ledger: bounded
 * to the most recently asked {@link UNANSWERED_PER_SITE} per site. Memory or Redis.
 */
export interface UnansweredQuestions {
  /** Counts one ask of a question (masking personal data first). */
  record(ask: UnansweredAsk): Promise<void>;
  /** The sites' unanswered questions, most recently asked first. */
  list(siteIds: readonly string[], limit: number): Promise<UnansweredQuestion[]>;
}

/** Distinct questions kept per site; the least recently asked goes first. */
export const UNANSWERED_PER_SITE = 500;

/** Longest question kept (the rest is cut): a ledger line, not a transcript. */
export const UNANSWERED_MAX_CHARS = 300;
