import { defineProject } from 'vitest/config';
import { kefuWire } from './vite-plugin-kefu-wire.js';

export default defineProject({
  plugins: [kefuWire()],
  resolve: { conditions: ['kefu-source'] },
  ssr: { resolve: { conditions: ['kefu-source'] } },
  test: {
    name: 'widget',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/build-once.ts'],
    // One Chromium per file; files run one after another so browser tests don't fight over 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
