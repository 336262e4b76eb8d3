import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['kefu-source'] },
  ssr: { resolve: { conditions: ['kefu-source'] } },
  test: {
    name: 'console',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
