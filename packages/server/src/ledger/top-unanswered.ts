import type { HandoffReason } from '@kefu/protocol';
import type { UnansweredQuestion } from '../ports/unanswered-questions.js';
import { unansweredEntry } from '../knowledge/unanswered/unanswered-entry.js';
import type { LedgerDay } from './build-ledger.js';

/** One question the assistant could not answer, over the ledger's window: handoffs and knowledge misses together. */
export interface TopUnanswered {
  /** As first seen, personal data masked. */
  question: string;
  /** Times it was handed to a person for low confidence, a knowledge miss, repeated failure or a failed model. */
  handedOff: number;
  /** Times the knowledge base had nothing for it (the knowledge unanswered store's count; its last ask was in the window). */
  knowledgeMisses: number;
  reasons: HandoffReason[];
  /** Conversations it was handed off in (up to three per day), newest days first; the others are found by searching the history. */
  threadIds: string[];
}

/** Most rows the ledger's top list holds. */
export const TOP_UNANSWERED = 20;

/**
 * Joins the ledger's handed-off questions with the knowledge base's misses (GET /api/v1/knowledge/unanswered) by the
 * same folded key the store counts under, so one wording is one row; most asked first.
 */
export function topUnanswered(days: readonly LedgerDay[], misses: readonly UnansweredQuestion[], window: { since: number; until: number }): TopUnanswered[] {
  const rows = new Map<string, TopUnanswered>();
  const row = (text: string) => {
    const { key } = unansweredEntry(text);
    const known = rows.get(key) ?? { question: text, handedOff: 0, knowledgeMisses: 0, reasons: [], threadIds: [] };
    rows.set(key, known);
    return known;
  };
  for (const day of [...days].reverse())
    for (const asked of day.unanswered) {
      const target = row(asked.text);
      target.handedOff += asked.count;
      if (!target.reasons.includes(asked.reason)) target.reasons.push(asked.reason);
      for (const threadId of asked.threadIds) if (!target.threadIds.includes(threadId) && target.threadIds.length < 10) target.threadIds.push(threadId);
    }
  for (const miss of misses) if (miss.lastAskedAt >= window.since && miss.lastAskedAt < window.until) row(miss.question).knowledgeMisses += miss.count;
  return [...rows.values()]
    .sort((a, b) => b.handedOff + b.knowledgeMisses - (a.handedOff + a.knowledgeMisses) || a.question.localeCompare(b.question))
    .slice(0, TOP_UNANSWERED);
}
