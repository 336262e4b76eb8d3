import { defineConfig } from 'vitest/config';

// One Vitest project per package; each package's own vitest.config.ts sets its environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{demo,bench}/vitest.config.ts'],
  },
});
