import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { spawnService, stopProcess } from './child-processes.js';
import { meilisearchBinary } from './service-availability.js';
import { freePort } from './free-port.js';
import { tempDir } from './temp-dir.js';
import { waitFor } from './wait-for.js';

/** A real Meilisearch on a free loopback port, in its own temp dir. */
export interface MeilisearchService {
  readonly url: string;
  readonly masterKey: string;
  readonly port: number;
  /** Stops it and removes its data. */
  stop(): Promise<void>;
  /** kill -9. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data (after `kill`). */
  restart(): Promise<void>;
}

/** Starts Meilisearch with the memory cap this machine needs; throws with its output if it never gets healthy. */
export async function startMeilisearch(): Promise<MeilisearchService> {
  const binary = meilisearchBinary();
  if (!binary) throw new Error('the Meilisearch binary is not installed');
  const port = await freePort();
  const dir = tempDir('meili');
  const masterKey = 'kefu-test-master-key-0123456789';
  // Without the indexing caps Meilisearch grabs gigabytes of memory and every core.
  const args = [
    '--db-path',
    join(dir.path, 'data.ms'),
    '--dump-dir',
    join(dir.path, 'dumps'),
    '--snapshot-dir',
    join(dir.path, 'snapshots'),
    '--http-addr',
    `127.0.0.1:${port}`,
    '--master-key',
    masterKey,
    '--env',
    'development',
    '--no-analytics',
    '--max-indexing-memory',
    '256MiB',
    '--max-indexing-threads',
    '1',
    '--log-level',
    'WARN',
  ];
  const url = `http://127.0.0.1:${port}`;
  let current: { child: ChildProcess; output: () => string };

  const launch = async () => {
    current = spawnService(binary, args, dir.path);
    await waitFor(`meilisearch on ${port}`, async () => (await fetch(`${url}/health`)).ok, 30_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${current.output()}`);
    });
  };
  await launch();

  return {
    url,
    masterKey,
    port,
    stop: async () => {
      await stopProcess(current.child);
      dir.remove();
    },
    kill: () => stopProcess(current.child, 'SIGKILL'),
    restart: launch,
  };
}
