import { byFeedbackSlot, feedbackSlot, type FeedbackStore, type StoredFeedback } from '../../stores/feedback-store.js';

/** The embedded feedback store: ratings per thread in a map, kept as long as the process (like its threads). */
export class MemoryFeedbackStore implements FeedbackStore {
  readonly #threads = new Map<string, Map<string, StoredFeedback>>();

  async record(threadId: string, feedback: StoredFeedback): Promise<boolean> {
    let ratings = this.#threads.get(threadId);
    if (!ratings) this.#threads.set(threadId, (ratings = new Map()));
    const slot = feedbackSlot(feedback);
    if (ratings.has(slot)) return false;
    ratings.set(slot, { ...feedback });
    return true;
  }

  async list(threadId: string): Promise<StoredFeedback[]> {
    return [...(this.#threads.get(threadId)?.values() ?? [])].map((feedback) => ({ ...feedback })).sort(byFeedbackSlot);
  }
}
