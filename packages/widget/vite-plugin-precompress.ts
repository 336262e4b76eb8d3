import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of the build, once, so
 * the server sends them as they are (it picks one by Accept-Encoding) and never compresses per request. Written on
 * every build, so a `.br` never outlives the file it was made from. Source maps stay uncompressed (they are not
 * served publicly).
 */
export function precompress(): Plugin {
  return {
    name: 'kefu-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).flatMap((output) => {
          if (!COMPRESSIBLE.test(output.fileName)) return [];
          const source = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
          const file = join(dir, output.fileName);
          const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
          return [writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipSync(source, { level: 9 }))];
        }),
      );
    },
  };
}
