/** Percentiles and mean of a sample of durations (ms). */
export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The q-quantile of sorted values, interpolated between neighbours. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** Summarises samples. */
export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: samples.length,
    mean: samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length),
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
  };
}

/** The median of repeated measurements, with their range, e.g. rates from several rounds. */
export interface Repeated {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Summarises one figure measured once per round. */
export function repeated(values: number[]): Repeated {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN, runs: values.length };
}

/** "median (min–max)" for a table cell. */
export function spread(value: Repeated): string {
  const format = (number: number) => (Math.abs(number) >= 100 ? number.toFixed(0) : number.toFixed(2));
  return `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
}

/**
 * Runs every target once per round, rotating which goes first, so load from other work on the machine
 * and warm-up effects fall on all of them alike.
 */
export async function interleave<T>(rounds: number, targets: T[], measure: (target: T, index: number, round: number) => Promise<void>): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    for (let offset = 0; offset < targets.length; offset += 1) {
      const index = (round + offset) % targets.length;
      await measure(targets[index]!, index, round);
    }
  }
}
