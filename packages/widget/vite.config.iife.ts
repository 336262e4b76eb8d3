import { defineConfig } from 'vite';
import { minifyTemplates } from './vite-plugin-minify-templates.js';
import { kefuWire } from './vite-plugin-kefu-wire.js';
import { slimSocketIo } from './vite-plugin-slim-socket-io.js';
import { precompress } from './vite-plugin-precompress.js';
import { sizeBudget } from './vite-plugin-size-budget.js';

/**
 * The script-tag widget, Lit and socket.io-client included, gzipped. The aim is 40 KB; the general commerce cards
 * and the link safety rules took it to 41.6 KB, so the build holds it at 41 KB until the launcher-first loader
 * (issue 19) takes most of it off the first load.
 */
const KEFU_JS_BUDGET = { fileName: 'kefu.js', maxGzipBytes: 41 * 1024 };

// The script-tag build: everything in one minified IIFE, `dist/kefu.js`, that mounts itself from data-* attributes.
export default defineConfig({
  plugins: [minifyTemplates(), kefuWire(), slimSocketIo(), sizeBudget([KEFU_JS_BUDGET]), precompress()],
  resolve: { conditions: ['kefu-source'] },
  esbuild: { legalComments: 'none', charset: 'utf8' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: 'terser',
    // terser, not esbuild: about 600 B less gzip for the same code, which the 40 KB budget needs.
    terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    // The map ships beside kefu.js; no sourceMappingURL comment in a file every shopper downloads.
    sourcemap: 'hidden',
    lib: { entry: 'src/embed.ts', formats: ['iife'], name: 'KefuEmbed', fileName: () => 'kefu.js' },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
