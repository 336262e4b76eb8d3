#!/usr/bin/env node
// `npm test`: install, build (the browser tests load the built kefu.js), then the static checks (type check of every
// package, lint, formatting), then every Vitest project once. The checks run here so CI, which runs exactly this command, cannot
// skip them; a failing check stops the run before the tests.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepare } from './prepare.mjs';
import { pnpmCommand, runPnpm } from './run-pnpm.mjs';

const [pnpm, prefix] = pnpmCommand();

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** How many TypeScript files a package holds (not what it installed or built): a guess at its type check's length. */
function typeScriptFiles(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !['node_modules', 'dist', '.kefu-tmp'].includes(entry.name)) count += typeScriptFiles(join(dir, entry.name));
    else if (entry.isFile() && entry.name.endsWith('.ts')) count += 1;
  }
  return count;
}

/** The workspace packages with a `typecheck` script, by name, the largest first. */
function packagesToTypeCheck() {
  const listing = spawnSync(pnpm, [...prefix, 'ls', '-r', '--depth', '-1', '--json'], { encoding: 'utf8', cwd: ROOT });
  if (listing.status !== 0) throw new Error(`pnpm ls failed: ${listing.stderr}`);
  return JSON.parse(listing.stdout)
    .filter(({ path }) => resolve(path) !== resolve(ROOT) && JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).scripts?.typecheck)
    .map(({ name, path }) => ({ name, files: typeScriptFiles(path) }))
    .sort((a, b) => b.files - a.files)
    .map(({ name }) => name);
}

/** Runs one check with its output kept, so checks running side by side print whole, one after another. */
function runCheck([name, args]) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(pnpm, [...prefix, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const status = code ?? 1;
      if (status !== 0 && output) process.stdout.write(output);
      console.log(`[kefu] ${name}: ${status === 0 ? 'ok' : `failed (${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      done(status);
    });
  });
}

prepare();
// Each check is one single-threaded process (tsc, eslint, prettier): run them side by side, one per core; run one after
// another they left a 2-core CI machine's second core idle for minutes. The type checks go first: they take longest.
const checks = [
  ...packagesToTypeCheck().map((name) => [`type check ${name}`, ['--filter', name, 'run', 'typecheck']]),
  ['lint', ['exec', 'eslint', '.']],
  ['format check', ['exec', 'prettier', '--check', '--log-level', 'warn', '.']],
];
const started = Date.now();
const statuses = [];
let next = 0;
const lane = async () => {
  while (next < checks.length) statuses.push(await runCheck(checks[next++]));
};
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
const failed = statuses.find((status) => status !== 0);
console.log(`[kefu] static checks: ${failed === undefined ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed !== undefined) process.exit(failed);
process.exit(runPnpm(['exec', 'vitest', 'run', ...process.argv.slice(2)]));
