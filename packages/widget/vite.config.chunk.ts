import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { minifyTemplates } from './vite-plugin-minify-templates.js';
import { kefuWire } from './vite-plugin-kefu-wire.js';
import { slimSocketIo } from './vite-plugin-slim-socket-io.js';
import { precompress } from './vite-plugin-precompress.js';
import { sizeBudget } from './vite-plugin-size-budget.js';
import { CHUNK_DIR, cleanChunkDir } from './vite-plugin-chat-chunk.js';

const DIST = fileURLToPath(new URL('dist', import.meta.url));

/** The full widget, Lit and socket.io-client included, gzipped: at most 40 KB (issues 18 and 19). */
export const CHAT_CHUNK_BUDGET = { fileName: new RegExp(`^${CHUNK_DIR}/kefu-chat-[\\w-]+\\.js$`), maxGzipBytes: 40 * 1024 };

/** Each part the full widget imports on first use (base/lazy-elements.ts), gzipped: at most 12 KB. */
export const LAZY_CHUNK_BUDGET = { fileName: new RegExp(`^${CHUNK_DIR}/kefu-lazy-[\\w-]+\\.js$`), maxGzipBytes: 12 * 1024, each: true };

// The full widget the script tag's loader fetches on demand: a minified ES module with a content-hashed name, so the
// server caches it as immutable (kefu.js, which names it, is the file that is revalidated). A module, not an IIFE,
// so what it imports on first use (an upload, a rating…) is split into `kefu-lazy-*` chunks beside it, fetched
// relative to it, sharing its Lit.
export default defineConfig({
  plugins: [cleanChunkDir(DIST), minifyTemplates(), kefuWire(), slimSocketIo(), sizeBudget([CHAT_CHUNK_BUDGET, LAZY_CHUNK_BUDGET]), precompress()],
  resolve: { conditions: ['kefu-source'] },
  esbuild: { legalComments: 'none', charset: 'utf8' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    minify: 'terser',
    // terser, not esbuild: about 600 B less gzip for the same code, which the 40 KB budget needs.
    terserOptions: { ecma: 2020, compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false } },
    // The map ships beside the file; no sourceMappingURL comment in a file every shopper downloads.
    sourcemap: 'hidden',
    rollupOptions: {
      input: fileURLToPath(new URL('src/loader/chat-chunk.ts', import.meta.url)),
      output: { format: 'es', entryFileNames: `${CHUNK_DIR}/kefu-chat-[hash].js`, chunkFileNames: `${CHUNK_DIR}/kefu-lazy-[name]-[hash].js` },
    },
  },
});
