import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A file of the build (its name, or a pattern for a content-hashed name) and the most it may weigh gzipped (gzip -9, as the server sends it). */
export interface SizeBudget {
  fileName: string | RegExp;
  maxGzipBytes: number;
  /** Holds every file the pattern matches to the budget, and lets the build have none (lazily imported chunks). */
  each?: boolean;
}

/** A budgeted file's weight. */
export interface BudgetedSize {
  fileName: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  maxGzipBytes: number;
}

/** The raw, gzip -9 and brotli (quality 11) sizes of `source`. */
export function compressedSizes(source: Buffer): { rawBytes: number; gzipBytes: number; brotliBytes: number } {
  return {
    rawBytes: source.length,
    gzipBytes: gzipSync(source, { level: 9 }).length,
    brotliBytes: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * Fails the build when a budgeted file grows past its gzip budget, naming the file, its size and the budget, so a
 * heavier widget never reaches a shop's pages unnoticed (the benchmark only prints the size). A budget that
 * matches no file fails too (a renamed file must not escape its budget). Prints each file's sizes.
 */
export function sizeBudget(budgets: readonly SizeBudget[], report: (size: BudgetedSize) => void = printSize): Plugin {
  return {
    name: 'kefu-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const { fileName, maxGzipBytes, each } of budgets) {
        const matches = Object.keys(bundle).filter((key) => (typeof fileName === 'string' ? key === fileName : fileName.test(key)));
        if (matches.length === 0 && !each) return this.error(`size budget: the build has no ${String(fileName)}`);
        for (const name of each ? matches : matches.slice(0, 1)) {
          const output = bundle[name]!;
          const size = compressedSizes(Buffer.from(output.type === 'chunk' ? output.code : output.source));
          if (size.gzipBytes > maxGzipBytes) {
            this.error(`size budget: ${name} is ${size.gzipBytes} bytes gzipped, over its budget of ${maxGzipBytes} bytes by ${size.gzipBytes - maxGzipBytes}`);
          }
          report({ fileName: name, ...size, maxGzipBytes });
        }
      }
    },
  };
}

function printSize({ fileName, rawBytes, gzipBytes, brotliBytes, maxGzipBytes }: BudgetedSize): void {
  console.log(`size budget: ${fileName} ${rawBytes} B raw, ${gzipBytes} B gzip (budget ${maxGzipBytes}), ${brotliBytes} B brotli`);
}
