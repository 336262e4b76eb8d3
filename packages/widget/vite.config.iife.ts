import { defineConfig } from 'vite';
import { minifyTemplates } from './vite-plugin-minify-templates.js';
import { kefuWire } from './vite-plugin-kefu-wire.js';
import { slimSocketIo } from './vite-plugin-slim-socket-io.js';
import { precompress } from './vite-plugin-precompress.js';

// The script-tag build: everything in one minified IIFE, `dist/kefu.js`, that mounts itself from data-* attributes.
export default defineConfig({
  plugins: [minifyTemplates(), kefuWire(), slimSocketIo(), precompress()],
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
