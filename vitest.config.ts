import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest project per package; each package's own vitest.config.ts sets its environment.
// The Node projects (server, protocol, testing) run first; the browser projects (widget, console, demo: one Chromium file at
// a time, `sequence.groupOrder: 1`) after them, so `maxWorkers` widens only the Node projects.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{demo,bench}/vitest.config.ts'],
    // Vitest's default, one worker fewer than the cores, is a single worker on a 2-core CI machine, and the server's
    // integration files spend most of their time waiting (a killed process's lock running out, a restart, a drain):
    // two workers ran the server project in 457 s against about 740 s for one, each file 1.23× slower on average.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
