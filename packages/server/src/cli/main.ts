#!/usr/bin/env node
// The `kefu` command (bin/kefu.mjs runs the compiled file; `tsx src/cli/main.ts` runs it from source).
import { runCli } from './run-cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
