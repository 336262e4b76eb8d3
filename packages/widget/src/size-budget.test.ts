import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sizeBudget } from '../vite-plugin-size-budget.js';

/** Runs the plugin's generateBundle over one chunk of `code`, as Rollup would. */
function check(code: string, maxGzipBytes: number): void {
  const plugin = sizeBudget([{ fileName: 'kefu.js', maxGzipBytes }]);
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.call(context, {}, { 'kefu.js': { type: 'chunk', code } });
}

describe('the widget size budget', () => {
  it('fails the build when kefu.js grows past its gzip budget, naming the file, its size and the budget', () => {
    // Random bytes do not compress: 2,000 of them, hex-encoded, stay well above 1,000 bytes gzipped.
    const incompressible = randomBytes(2000).toString('hex');
    expect(() => check(incompressible, 1000)).toThrow(/kefu\.js is \d+ bytes gzipped, over its budget of 1000 bytes by \d+/);
  });

  it('lets a file within its budget through', () => {
    expect(() => check('x'.repeat(100_000), 1000)).not.toThrow();
  });
});
