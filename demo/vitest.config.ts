import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['kefu-source'] },
  ssr: { resolve: { conditions: ['kefu-source'] } },
  test: {
    name: 'demo',
    include: ['test/**/*.test.ts'],
    // Chromium files, one at a time like the widget's and the console's, after the Node projects (see the root config).
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
