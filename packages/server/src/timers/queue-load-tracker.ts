/** Options of {@link QueueLoadTracker} (seed 003's chat.queue_* settings). */
export interface QueueLoadOptions {
  /** Upper bound of the effective duration. @default 30 */
  capSeconds?: number;
  /** Assumed turn duration until enough samples. @default 8 */
  priorSeconds?: number;
  /** @default 10 */
  minSamples?: number;
  /** How many of the newest samples the median uses. @default 20 */
  recentSize?: number;
  /** How many samples are kept. @default 100 */
  windowSize?: number;
}

/** Linear-interpolated percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  const rank = ((sorted.length - 1) * p) / 100;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

/** Counts turns in the model and how long they take, to estimate the wait of the next one (seed 003 §8). */
export class QueueLoadTracker {
  #active = 0;
  readonly #samples: number[] = [];
  readonly #options: Required<QueueLoadOptions>;

  constructor(options: QueueLoadOptions = {}) {
    this.#options = { capSeconds: 30, priorSeconds: 8, minSamples: 10, recentSize: 20, windowSize: 100, ...options };
  }

  /** Turns in the model right now. */
  get active(): number {
    return this.#active;
  }

  /** Marks a turn entering the model; call the returned function when it leaves. */
  begin(): () => void {
    this.#active += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#active = Math.max(0, this.#active - 1);
    };
  }

  /** Records a turn that delivered its reply, in seconds. */
  record(seconds: number): void {
    this.#samples.push(seconds);
    if (this.#samples.length > this.#options.windowSize) this.#samples.shift();
  }

  /** min(p95, 2 × recent median, cap); the prior until there are enough samples. */
  effectiveDurationSeconds(): number {
    const { capSeconds, priorSeconds, minSamples, recentSize } = this.#options;
    if (this.#samples.length < minSamples) return Math.min(priorSeconds, capSeconds);
    const p95 = percentile([...this.#samples].sort((a, b) => a - b), 95);
    const recent = this.#samples.slice(-recentSize);
    return Math.min(p95, median(recent) * 2, capSeconds);
  }

  /** (active + 1) × effective duration. */
  estimatedWaitSeconds(): number {
    return (this.#active + 1) * this.effectiveDurationSeconds();
  }

  /** Whether the next turn would wait longer than `thresholdSeconds` (strictly: at the threshold it still runs). */
  shouldDegrade(thresholdSeconds: number): boolean {
    return this.estimatedWaitSeconds() > thresholdSeconds;
  }
}
