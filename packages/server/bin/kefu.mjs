#!/usr/bin/env node
// The `kefu` command: runs the compiled CLI.
import('../dist/cli/main.js').catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
