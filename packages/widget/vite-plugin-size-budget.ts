import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A file of the build and the most it may weigh gzipped (gzip -9, as the server sends it). */
export interface SizeBudget {
  fileName: string;
  maxGzipBytes: number;
}

/**
 * Fails the build when a budgeted file grows past its gzip budget, naming the file, its size and the budget, so a
 * heavier widget never reaches a shop's pages unnoticed (the benchmark only prints the size).
 */
export function sizeBudget(budgets: readonly SizeBudget[]): Plugin {
  return {
    name: 'kefu-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const { fileName, maxGzipBytes } of budgets) {
        const output = bundle[fileName];
        if (!output) this.error(`size budget: the build has no ${fileName}`);
        const source = output.type === 'chunk' ? output.code : output.source;
        const gzipBytes = gzipSync(Buffer.from(source), { level: 9 }).length;
        if (gzipBytes > maxGzipBytes) {
          this.error(`size budget: ${fileName} is ${gzipBytes} bytes gzipped, over its budget of ${maxGzipBytes} bytes by ${gzipBytes - maxGzipBytes}`);
        }
      }
    },
  };
}
