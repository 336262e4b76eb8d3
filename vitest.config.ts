import { defineConfig } from 'vitest/config';

// One Vitest project per package; each package's own vitest.config.ts sets its environment.
// The Node projects (server, protocol, testing) run first; the browser projects (widget, console, demo: one Chromium file at
// a time, `sequence.groupOrder: 1`) after them, so `--maxWorkers=N` widens only the Node projects.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{demo,bench}/vitest.config.ts'],
  },
});
