import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['kefu-source'] },
  ssr: { resolve: { conditions: ['kefu-source'] } },
  test: { name: 'demo', include: ['test/**/*.test.ts'], testTimeout: 90_000, hookTimeout: 90_000 },
});
