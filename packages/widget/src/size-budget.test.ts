import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compressedSizes, sizeBudget, type SizeBudget } from '../vite-plugin-size-budget.js';
import { LOADER_BUDGET } from '../vite.config.iife.js';
import { CHAT_CHUNK_BUDGET } from '../vite.config.chunk.js';

/** Runs the plugin's generateBundle over a bundle of `files` (name → code), as Rollup would. */
function check(files: Record<string, string>, budgets: SizeBudget[]): void {
  const plugin = sizeBudget(budgets, () => undefined);
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.call(context, {}, Object.fromEntries(Object.entries(files).map(([name, code]) => [name, { type: 'chunk', code }])));
}

// Random bytes do not compress: 2,000 of them, hex-encoded, stay well above 1,000 bytes gzipped.
const incompressible = () => randomBytes(2000).toString('hex');
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

describe('the widget size budget', () => {
  it('fails the build when kefu.js grows past its gzip budget, naming the file, its size and the budget', () => {
    expect(() => check({ 'kefu.js': incompressible() }, [{ fileName: 'kefu.js', maxGzipBytes: 1000 }])).toThrow(
      /kefu\.js is \d+ bytes gzipped, over its budget of 1000 bytes by \d+/,
    );
  });

  it('lets a file within its budget through', () => {
    expect(() => check({ 'kefu.js': 'x'.repeat(100_000) }, [{ fileName: 'kefu.js', maxGzipBytes: 1000 }])).not.toThrow();
  });

  it('budgets the content-hashed full widget by pattern, whatever its hash', () => {
    const budget = { fileName: /^kefu-assets\/kefu-chat-[\w-]+\.js$/, maxGzipBytes: 1000 };
    expect(() => check({ 'kefu-assets/kefu-chat-Ab12Cd34.js': incompressible() }, [budget])).toThrow(
      /kefu-assets\/kefu-chat-Ab12Cd34\.js is \d+ bytes gzipped, over its budget of 1000/,
    );
    expect(() => check({ 'kefu-assets/kefu-chat-Zz99Yy88.js': 'x'.repeat(100_000) }, [budget])).not.toThrow();
  });

  it('fails when a budgeted file is missing from the build, so a rename cannot escape its budget', () => {
    expect(() => check({ 'kefu-widget.js': 'x' }, [{ fileName: /^kefu-assets\/kefu-chat-[\w-]+\.js$/, maxGzipBytes: 1000 }])).toThrow(/the build has no/);
  });

  it('holds each lazily imported chunk to its budget, and lets a build have none', () => {
    const budget = { fileName: /^kefu-assets\/kefu-lazy-[\w-]+\.js$/, maxGzipBytes: 1000, each: true };
    expect(() => check({ 'kefu.js': 'x' }, [budget])).not.toThrow();
    expect(() =>
      check({ 'kefu-assets/kefu-lazy-a-Ab12Cd34.js': 'x'.repeat(10_000), 'kefu-assets/kefu-lazy-b-Zz99Yy88.js': incompressible() }, [budget]),
    ).toThrow(/kefu-lazy-b-Zz99Yy88\.js is \d+ bytes gzipped, over its budget of 1000/);
  });

  it('holds the script tag to a loader of at most 8 KB gzip and the full widget to at most 40 KB gzip', () => {
    expect(LOADER_BUDGET).toEqual({ fileName: 'kefu.js', maxGzipBytes: 8 * 1024 });
    expect(CHAT_CHUNK_BUDGET.maxGzipBytes).toBe(40 * 1024);
  });

  it.runIf(existsSync(`${DIST}kefu.js`))('the built loader and full widget are within those budgets', () => {
    const loader = compressedSizes(readFileSync(`${DIST}kefu.js`));
    const chunkName = readdirSync(`${DIST}kefu-assets`).find((name) => /^kefu-chat-[\w-]+\.js$/.test(name));
    const chunk = compressedSizes(readFileSync(`${DIST}kefu-assets/${chunkName}`));
    console.info(`kefu.js ${loader.gzipBytes} B gzip / ${loader.brotliBytes} B brotli; ${chunkName} ${chunk.gzipBytes} B gzip / ${chunk.brotliBytes} B brotli`);
    expect(loader.gzipBytes).toBeLessThanOrEqual(LOADER_BUDGET.maxGzipBytes);
    expect(chunk.gzipBytes).toBeLessThanOrEqual(CHAT_CHUNK_BUDGET.maxGzipBytes);
  });
});
