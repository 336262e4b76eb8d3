// Shared by `npm start` and `npm test`: install from the lockfile and build every package.
import { runPnpm } from './run-pnpm.mjs';

/** Installs from the lockfile and builds; exits the process on failure. */
export function prepare() {
  const steps = [
    // No prompt: node_modules made with another store or pnpm version is rebuilt rather than aborting without a TTY.
    ['install', '--frozen-lockfile', '--prefer-offline', '--config.confirmModulesPurge=false'],
    ['-r', '--workspace-concurrency=1', 'run', 'build'],
  ];
  for (const step of steps) {
    const started = Date.now();
    const status = runPnpm(step);
    console.log(`[kefu] pnpm ${step.join(' ')}: ${status === 0 ? 'ok' : `failed (${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (status !== 0) process.exit(status);
  }
}
