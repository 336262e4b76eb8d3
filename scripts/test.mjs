#!/usr/bin/env node
// `npm test`: install, build (the browser tests load the built kefu.js), type-check every package, then run every
// Vitest project once. The type check runs here so CI, which runs exactly this command, cannot skip it.
import { prepare } from './prepare.mjs';
import { runPnpm } from './run-pnpm.mjs';

prepare();
const started = Date.now();
const typecheck = runPnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
console.log(`[kefu] pnpm -r run typecheck: ${typecheck === 0 ? 'ok' : `failed (${typecheck})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (typecheck !== 0) process.exit(typecheck);
process.exit(runPnpm(['exec', 'vitest', 'run', ...process.argv.slice(2)]));
