/** A shopper's rating as stored. */
export interface StoredFeedback {
  /** 1–5. */
  rating: number;
  comment?: string;
  /** The answer rated; absent for a rating of the whole conversation. */
  seq?: number;
  /** The verified customer who rated, if signed in. */
  customerId?: string;
  at: number;
}

/** What {@link FeedbackStore.record} did: stored it, found that slot rated already, or found the thread full. */
export type FeedbackRecordResult = 'stored' | 'duplicate' | 'full';

/** Ratings, kept as long as their thread. */
export interface FeedbackStore {
  /**
   * Stores a rating once per answer (by `seq`), or once per thread without one, and at most `maxPerThread`
   * per thread (checked and stored atomically, so sockets rating at once cannot go over it).
   */
  record(threadId: string, feedback: StoredFeedback, maxPerThread?: number): Promise<FeedbackRecordResult>;
  /** A thread's ratings, the whole-conversation one first, then by seq. */
  list(threadId: string): Promise<StoredFeedback[]>;
}

/** The field a rating is stored under: its seq, or `thread`. */
export function feedbackSlot(feedback: Pick<StoredFeedback, 'seq'>): string {
  return feedback.seq === undefined ? 'thread' : String(feedback.seq);
}

/** Orders ratings: the whole-conversation one first, then by seq. */
export function byFeedbackSlot(a: StoredFeedback, b: StoredFeedback): number {
  return (a.seq ?? 0) - (b.seq ?? 0);
}
