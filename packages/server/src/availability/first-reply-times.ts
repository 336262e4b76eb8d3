/** How long recent shoppers waited for a person's first reply, newest first; the expected reply time is their median. */
export interface FirstReplyTimes {
  /** Records one wait, from entering the queue to the agent's first reply, in ms. */
  record(waitMs: number): Promise<void>;
  /** The most recent waits, newest first. */
  recent(): Promise<number[]>;
}

/** How many waits the median is taken over. */
export const FIRST_REPLIES_KEPT = 50;

/** First-reply waits in this process's memory. */
export class MemoryFirstReplyTimes implements FirstReplyTimes {
  #waits: number[] = [];

  async record(waitMs: number): Promise<void> {
    this.#waits.unshift(waitMs);
    this.#waits.length = Math.min(this.#waits.length, FIRST_REPLIES_KEPT);
  }

  async recent(): Promise<number[]> {
    return [...this.#waits];
  }
}

/** The median of `values`; undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
