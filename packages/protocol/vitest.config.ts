import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'protocol',
    include: ['src/**/*.test.ts'],
    // Pure schema tests: one worker with the modules loaded once serves every file.
    isolate: false,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
