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

// The full widget the script tag's loader fetches on demand: one minified IIFE with a content-hashed name, so the
// server caches it as immutable (kefu.js, which names it, is the file that is revalidated).
export default defineConfig({
  plugins: [cleanChunkDir(DIST), minifyTemplates(), kefuWire(), slimSocketIo(), sizeBudget([CHAT_CHUNK_BUDGET]), precompress()],
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
      input: 'src/loader/chat-chunk.ts',
      output: { format: 'iife', entryFileNames: `${CHUNK_DIR}/kefu-chat-[hash].js`, inlineDynamicImports: true },
    },
  },
});
