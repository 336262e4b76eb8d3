import { defineConfig } from 'vite';

// The server serves this build at /console (packages/server/src/handoff/console-routes.ts).
export default defineConfig({
  base: '/console/',
  resolve: { conditions: ['kefu-source'] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { proxy: { '/socket.io': { target: 'ws://localhost:8787', ws: true } } },
});
