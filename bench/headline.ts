/** One headline figure for bench/RESULTS.md: Kefu's value, its baseline and the ratio. */
export interface Headline {
  section: string;
  figure: string;
  kefu: number;
  baseline: number;
  unit: string;
  /** What the baseline is. */
  against: string;
}

const MARK = 'BENCH_HEADLINE ';

/** Prints headline figures on a marked line that run-all.ts collects. */
export function reportHeadlines(headlines: Headline[]): void {
  for (const headline of headlines) console.log(`${MARK}${JSON.stringify(headline)}`);
}

/** Reads the marked headline lines out of a section's output. */
export function parseHeadlines(output: string): Headline[] {
  return output.split('\n').filter((line) => line.startsWith(MARK)).map((line) => JSON.parse(line.slice(MARK.length)) as Headline);
}
