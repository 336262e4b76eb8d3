import { defineProject } from 'vitest/config';
import { kefuWire } from './vite-plugin-kefu-wire.js';

export default defineProject({
  plugins: [kefuWire()],
  resolve: { conditions: ['kefu-source'] },
  ssr: { resolve: { conditions: ['kefu-source'] } },
  test: {
    name: 'widget',
    include: ['src/**/*.test.ts'],
    // Compile-time tests of the public types (the DOM events): `*.test-d.ts`, checked by tsc, never run.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    globalSetup: ['src/test-support/build-once.ts'],
    // One Chromium per file; files run one after another so browser tests don't fight over 2 cores.
    fileParallelism: false,
    // After the Node projects (see the root config), in one worker that keeps the test server's modules loaded between files.
    sequence: { groupOrder: 1 },
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
