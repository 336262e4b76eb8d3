import { byFeedbackSlot, feedbackSlot, type FeedbackRecordResult, type FeedbackStore, type StoredFeedback } from '../../stores/feedback-store.js';

/** The embedded feedback store: ratings per thread in a map, kept as long as the process (like its threads). */
export class MemoryFeedbackStore implements FeedbackStore {
  readonly #threads = new Map<string, Map<string, StoredFeedback>>();

  async record(threadId: string, feedback: StoredFeedback, maxPerThread = Number.POSITIVE_INFINITY): Promise<FeedbackRecordResult> {
    let ratings = this.#threads.get(threadId);
    if (!ratings) this.#threads.set(threadId, (ratings = new Map()));
    const slot = feedbackSlot(feedback);
    if (ratings.has(slot)) return 'duplicate';
    if (ratings.size >= maxPerThread) return 'full';
    ratings.set(slot, { ...feedback });
    return 'stored';
  }

  async list(threadId: string): Promise<StoredFeedback[]> {
    return [...(this.#threads.get(threadId)?.values() ?? [])].map((feedback) => ({ ...feedback })).sort(byFeedbackSlot);
  }
}
