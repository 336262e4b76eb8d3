import { performance } from 'node:perf_hooks';
import { createClient, type RedisClientType } from 'redis';
import { ConfigError } from '../../config.js';
import type { Logger } from '../../logger.js';

/** The node-redis client type the server accepts. */
export type KefuRedisClient = RedisClientType;

/** Options of {@link connectRedis}. */
export interface ConnectRedisOptions {
  /** How long start-up keeps trying before it fails; once connected, the client reconnects for good. @default 10_000 */
  startupTimeoutMs?: number;
}

/**
 * Connects a node-redis client for `REDIS_URL`. Start-up gives up after `startupTimeoutMs` with a
 * {@link ConfigError} naming the variable (a typo'd host must not hang a deploy); once connected, lost
 * connections are retried forever and logged once per outage.
 */
export async function connectRedis(url: string, logger: Logger, { startupTimeoutMs = 10_000 }: ConnectRedisOptions = {}): Promise<KefuRedisClient> {
  const started = performance.now();
  let connected = false;
  let lastCause: unknown;
  const giveUp = new Error('no connection in time');
  const client: KefuRedisClient = createClient({
    url,
    socket: {
      connectTimeout: Math.min(5_000, startupTimeoutMs),
      reconnectStrategy: (retries, cause: unknown) => {
        // After giving up, node-redis asks once more with the give-up itself as the cause.
        if ((cause as { originalError?: unknown } | undefined)?.originalError !== giveUp) lastCause = cause;
        if (!connected && performance.now() - started >= startupTimeoutMs) return giveUp;
        return Math.min(50 * 2 ** retries, 2000);
      },
    },
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (!reported) logger.error({ err: error }, 'redis connection error');
    reported = true;
  });
  client.on('ready', () => {
    connected = true;
    reported = false;
  });
  try {
    await client.connect();
  } catch (error) {
    if (client.isOpen) client.destroy();
    // node-redis rejects with our give-up; the last connection error says what went wrong.
    const cause = lastCause ?? error;
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
    throw new ConfigError(`REDIS_URL: could not connect to ${withoutPassword(url)} within ${startupTimeoutMs / 1000} s (${reason})`);
  }
  return client;
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}
