import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { spawnService, stopProcess } from './child-processes.js';
import { findBinary } from './service-availability.js';
import { freePort } from './free-port.js';
import { tempDir } from './temp-dir.js';
import { waitFor } from './wait-for.js';

/** Options of {@link startRedis}. */
export interface RedisOptions {
  /**
   * Keep data across a kill and restart with an fsync-always append-only file.
   * @default true
   */
  durable?: boolean;
}

/** A real redis-server on a free loopback port, in its own temp dir. */
export interface RedisService {
  readonly url: string;
  readonly port: number;
  /** Stops it gracefully and removes its directory. */
  stop(): Promise<void>;
  /** kill -9: no shutdown, no final save. */
  kill(): Promise<void>;
  /** Starts it again on the same port and directory (after `kill`). */
  restart(): Promise<void>;
}

/** Sends one inline Redis command over a raw socket and returns the first reply line. */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(2000, () => socket.destroy(new Error('redis command timed out')));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        socket.end();
        resolve(reply.split('\r\n')[0] ?? '');
      }
    });
    socket.write(`${command}\r\n`);
  });
}

/** Starts redis-server; throws with its output if it does not answer PING. */
export async function startRedis(options: RedisOptions = {}): Promise<RedisService> {
  const binary = findBinary('redis');
  if (!binary) throw new Error('redis-server is not installed');
  const port = await freePort();
  const dir = tempDir('redis');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir.path, '--save', '', '--protected-mode', 'no'];
  if (options.durable ?? true) args.push('--appendonly', 'yes', '--appendfsync', 'always');
  let current: { child: ChildProcess; output: () => string };

  const launch = async () => {
    current = spawnService(binary, args, dir.path);
    await waitFor(`redis-server on ${port}`, async () => (await redisCommand(port, 'PING')) === '+PONG', 15_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${current.output()}`);
    });
  };
  await launch();

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await stopProcess(current.child);
      dir.remove();
    },
    kill: () => stopProcess(current.child, 'SIGKILL'),
    restart: launch,
  };
}
