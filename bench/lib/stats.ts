/** Percentiles and mean of a sample of durations (ms). */
export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p99: number;
}

/** Summarises samples. */
export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { count: samples.length, mean: samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length), p50: at(0.5), p99: at(0.99) };
}
