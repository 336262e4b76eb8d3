#!/usr/bin/env node
// Runs pnpm 10 with the given arguments on a machine that may have only Node and npm:
// a pnpm 10 on PATH is used as is, otherwise npx fetches the pinned one from the npm registry.
import { spawnSync } from 'node:child_process';

const PINNED = 'pnpm@10.34.9';

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim().startsWith('10.');
}

/** The command and leading arguments that run pnpm 10 here. */
export function pnpmCommand() {
  return pnpmOnPath() ? ['pnpm', []] : ['npx', ['--yes', PINNED]];
}

/** Runs pnpm synchronously with inherited stdio and returns its exit status. */
export function runPnpm(args, options = {}) {
  const [command, prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, ...args], { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(runPnpm(process.argv.slice(2)));
}
