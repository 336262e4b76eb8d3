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
function percentile(sorted: readonly number[], p: number): number {
  const rank = ((sorted.length - 1) * p) / 100;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** Where `value` goes in ascending `sorted` (the first index whose value is not smaller). */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Counts turns in the model, turns let in but still waiting for a permit of the turn queue, and how long turns take,
 * to estimate the wait of the next one (seed 003 §8). Every
 * turn asks for the estimate and far fewer record a sample, so the effective duration is worked out when a sample
 * arrives (kept in order by insertion) and read for free.
 */
export class QueueLoadTracker {
  #active = 0;
  #queued = 0;
  /** The window, oldest first. */
  readonly #samples: number[] = [];
  /** The same window, ascending. */
  readonly #sorted: number[] = [];
  readonly #options: Required<QueueLoadOptions>;
  #effective: number;

  constructor(options: QueueLoadOptions = {}) {
    this.#options = { capSeconds: 30, priorSeconds: 8, minSamples: 10, recentSize: 20, windowSize: 100, ...options };
    this.#effective = Math.min(this.#options.priorSeconds, this.#options.capSeconds);
  }

  /** Turns in the model right now. */
  get active(): number {
    return this.#active;
  }

  /** Turns let in that wait for a permit of the turn queue (KEFU_MAX_CONCURRENT_TURNS) before they reach the model. */
  get queued(): number {
    return this.#queued;
  }

  /** Marks a turn waiting for a permit; call the returned function when it has one (or gives up). */
  wait(): () => void {
    this.#queued += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#queued = Math.max(0, this.#queued - 1);
    };
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
    this.#sorted.splice(lowerBound(this.#sorted, seconds), 0, seconds);
    if (this.#samples.length > this.#options.windowSize) {
      const oldest = this.#samples.shift()!;
      this.#sorted.splice(lowerBound(this.#sorted, oldest), 1);
    }
    this.#effective = this.#compute();
  }

  /** min(p95, 2 × recent median, cap); the prior until there are enough samples. */
  effectiveDurationSeconds(): number {
    return this.#effective;
  }

  /**
   * (active + queued + 1) × effective duration: seed 003's (active + 1) with the turns ahead in the queue counted,
   * since with at most KEFU_MAX_CONCURRENT_TURNS in the model, `active` alone stops growing however long the queue gets.
   */
  estimatedWaitSeconds(): number {
    return (this.#active + this.#queued + 1) * this.#effective;
  }

  /** Whether the next turn would wait longer than `thresholdSeconds` (strictly: at the threshold it still runs). */
  shouldDegrade(thresholdSeconds: number): boolean {
    return this.estimatedWaitSeconds() > thresholdSeconds;
  }

  #compute(): number {
    const { capSeconds, priorSeconds, minSamples, recentSize } = this.#options;
    if (this.#samples.length < minSamples) return Math.min(priorSeconds, capSeconds);
    const recent = this.#samples.slice(-recentSize).sort((a, b) => a - b);
    return Math.min(percentile(this.#sorted, 95), percentile(recent, 50) * 2, capSeconds);
  }
}
