import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { kefuWire } from './vite-plugin-kefu-wire.js';
import { precompress } from './vite-plugin-precompress.js';
import { sizeBudget } from './vite-plugin-size-budget.js';
import { chatChunkName } from './vite-plugin-chat-chunk.js';

const DIST = fileURLToPath(new URL('dist', import.meta.url));

/** The script tag's loader: launcher, hint, previews and the `window.Kefu` queue, gzipped (issue 19's goal). */
export const LOADER_BUDGET = { fileName: 'kefu.js', maxGzipBytes: 8 * 1024 };

// The script-tag build: `dist/kefu.js`, a minified IIFE that mounts the loader from data-* attributes and fetches
// the full widget (vite.config.chunk.ts, built first) when it is needed.
export default defineConfig({
  plugins: [kefuWire(), chatChunkName(DIST), sizeBudget([LOADER_BUDGET]), precompress()],
  resolve: { conditions: ['kefu-source'] },
  esbuild: { legalComments: 'none', charset: 'utf8' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    sourcemap: 'hidden',
    lib: { entry: 'src/embed.ts', formats: ['iife'], name: 'KefuEmbed', fileName: () => 'kefu.js' },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
