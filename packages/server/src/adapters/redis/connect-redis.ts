import { createClient, type RedisClientType } from 'redis';
import type { Logger } from '../../logger.js';

/** The node-redis client type the server accepts. */
export type KefuRedisClient = RedisClientType;

/** Connects a node-redis client; connection errors are logged (the client reconnects by itself). */
export async function connectRedis(url: string, logger: Logger): Promise<KefuRedisClient> {
  const client: KefuRedisClient = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000) } });
  let reported = false;
  client.on('error', (error: Error) => {
    if (!reported) logger.error({ err: error }, 'redis connection error');
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  await client.connect();
  return client;
}
