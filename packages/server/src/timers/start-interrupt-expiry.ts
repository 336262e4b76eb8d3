import type { Server as HttpServer } from 'node:http';
import { connectRedis } from '../adapters/redis/connect-redis.js';
import type { KefuConfig } from '../config.js';
import { attachInterruptExpiry, type InterruptExpiry, type InterruptExpiryHost, type InterruptExpiryOptions } from './interrupt-expiry.js';

/** A server handle as `createKefuServer` returns it. */
export type ExpiryServer = InterruptExpiryHost & { httpServer: HttpServer; dependencies: InterruptExpiryHost['dependencies'] & { config: KefuConfig } };

/**
 * Starts interrupt expiry for a running server (main.ts): deadlines in Redis when `REDIS_URL` is set — on the
 * server's own client when the handle has one, else on a connection of its own — and stops with the server.
 */
export async function startInterruptExpiry(server: ExpiryServer, options: InterruptExpiryOptions = {}): Promise<InterruptExpiry> {
  const { config, logger } = server.dependencies;
  const owned = !server.redis && !options.store && config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const expiry = attachInterruptExpiry({ ...server, ...(owned ? { redis: owned } : {}) }, options);
  server.httpServer.once('close', () => {
    expiry.detach();
    void owned?.close().catch(() => undefined);
  });
  await expiry.ready;
  return expiry;
}
