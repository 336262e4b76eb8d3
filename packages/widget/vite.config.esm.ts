import { defineConfig } from 'vite';
import { minifyTemplates } from './vite-plugin-minify-templates.js';
import { kefuWire } from './vite-plugin-kefu-wire.js';
import packageJson from './package.json' with { type: 'json' };

const external = Object.keys(packageJson.dependencies);

// The npm build: unminified ESM with dependencies left to the app's bundler, so nothing is bundled twice.
export default defineConfig({
  plugins: [minifyTemplates(), kefuWire()],
  resolve: { conditions: ['kefu-source'] },
  build: {
    outDir: 'dist/esm',
    emptyOutDir: true,
    target: 'es2021',
    minify: false,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
    rollupOptions: { external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) },
  },
});
