import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { helpPages } from './vite-plugin-help-pages.js';
import { precompress } from '../packages/widget/vite-plugin-precompress.js';

const page = (name: string) => resolve(import.meta.dirname, `${name}.html`);

// A multi-page shop: each page embeds the widget by <script> tag, except spa.html, which bundles it from npm —
// the package's built ESM output, exactly as a merchant's bundler would see it.
export default defineConfig({
  plugins: [precompress(), helpPages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: { index: page('index'), product: page('product'), orders: page('orders'), help: page('help'), spa: page('spa') },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8787',
      '/kefu.js': 'http://localhost:8787',
      '/kefu-assets': 'http://localhost:8787',
      '/socket.io': { target: 'ws://localhost:8787', ws: true },
    },
  },
});
