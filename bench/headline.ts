/** One headline figure for bench/RESULTS.md: Kefu's value, its baseline and the ratio. */
export interface Headline {
  section: string;
  figure: string;
  kefu: number;
  baseline: number;
  unit: string;
  /** What the baseline is. */
  against: string;
  /** Median ratio over repeated runs (run-all `--repeat`); else kefu ÷ baseline. */
  ratio?: number;
  /** Lowest and highest ratio over repeated runs. */
  ratioRange?: [number, number];
  /** How many runs the figure is the median of. */
  runs?: number;
}

const MARK = 'BENCH_HEADLINE ';

/** Prints headline figures on a marked line that run-all.ts collects. */
export function reportHeadlines(headlines: Headline[]): void {
  for (const headline of headlines) console.log(`${MARK}${JSON.stringify(headline)}`);
}

/** Reads the marked headline lines out of a section's output. */
export function parseHeadlines(output: string): Headline[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(MARK))
    .map((line) => JSON.parse(line.slice(MARK.length)) as Headline);
}
