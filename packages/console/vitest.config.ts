import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['kefu-source'] },
  ssr: { resolve: { conditions: ['kefu-source'] } },
  test: {
    name: 'console',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    // After the Node projects (see the root config), in one worker that keeps the test server's modules loaded between files.
    sequence: { groupOrder: 1 },
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
