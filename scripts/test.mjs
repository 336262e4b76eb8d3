#!/usr/bin/env node
// `npm test`: install, build (the browser tests load the built kefu.js), then run every Vitest project once.
import { prepare } from './prepare.mjs';
import { runPnpm } from './run-pnpm.mjs';

prepare();
process.exit(runPnpm(['exec', 'vitest', 'run', ...process.argv.slice(2)]));
