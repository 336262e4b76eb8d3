import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnService, stopProcess, waitFor } from '@kefu/testing';
import { METRICS_TOKEN } from './test-server.js';

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** A Kefu server running as its own process, started exactly as `pnpm dev` does (main.ts from source). */
export interface KefuProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** kill -9: no shutdown, no cleanup. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Spawns `node --conditions=kefu-source --import tsx src/main.ts` with `env` and waits for its URL. */
export async function spawnKefu(env: Record<string, string>): Promise<KefuProcess> {
  const { child, output } = spawnKefuProcess(env);
  let url = '';
  await waitFor(
    'kefu to listen',
    () => {
      if (child.exitCode !== null) throw new Error(`kefu exited with ${child.exitCode}:\n${output()}`);
      url = /Kefu listening on (\S+)/.exec(output())?.[1] ?? '';
      return url !== '';
    },
    60_000,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output()}`);
  });
  return { url, child, output, kill: () => stopProcess(child, 'SIGKILL'), stop: () => stopProcess(child) };
}

/** Spawns main.ts without waiting (for start-up failures). */
export function spawnKefuProcess(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const previous = process.env;
  // spawnService inherits process.env; the child gets exactly the variables a deployment would set.
  process.env = { PATH: previous.PATH ?? '', HOME: previous.HOME ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', KEFU_METRICS_TOKEN: METRICS_TOKEN, ...env };
  try {
    return spawnService(process.execPath, ['--conditions=kefu-source', '--import', 'tsx', 'src/main.ts'], SERVER_DIR);
  } finally {
    process.env = previous;
  }
}
