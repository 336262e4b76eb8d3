#!/usr/bin/env node
// `npm test`: install, build (the browser tests load the built kefu.js), then the static checks (type check of every
// package, lint, formatting), then every Vitest project once. The checks run here so CI, which runs exactly this command, cannot
// skip them; a failing check stops the run before the tests.
import { prepare } from './prepare.mjs';
import { runPnpm } from './run-pnpm.mjs';

prepare();
const checks = [
  ['type check', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']],
  ['lint', ['exec', 'eslint', '.']],
  ['format check', ['exec', 'prettier', '--check', '--log-level', 'warn', '.']],
];
for (const [name, args] of checks) {
  const started = Date.now();
  const code = runPnpm(args);
  console.log(`[kefu] ${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) process.exit(code);
}
process.exit(runPnpm(['exec', 'vitest', 'run', ...process.argv.slice(2)]));
