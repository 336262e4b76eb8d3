import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['kefu-source'] },
  ssr: { resolve: { conditions: ['kefu-source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files share a worker and its loaded modules (no test mocks a module): a fresh process per file spent about 1.4 s
    // importing the server before each of ~190 files ran a test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
