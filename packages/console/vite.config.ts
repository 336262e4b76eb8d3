import { defineConfig } from 'vite';
import { precompress } from '../widget/vite-plugin-precompress.js';

// The server serves this build at /console (packages/server/src/handoff/console-routes.ts).
export default defineConfig({
  base: '/console/',
  plugins: [precompress()],
  resolve: { conditions: ['kefu-source'] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { proxy: { '/socket.io': { target: 'ws://localhost:8787', ws: true } } },
});
