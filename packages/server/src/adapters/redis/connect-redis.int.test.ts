import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { ConfigError } from '../../config.js';
import { createLogger } from '../../logger.js';
import { connectRedis } from './connect-redis.js';

const logger = createLogger('silent');

describe('connectRedis at start-up', () => {
  it('gives up on an unreachable REDIS_URL with an error naming the variable, never the password', async () => {
    const url = `redis://:s3cret-password@127.0.0.1:${await freePort()}`;
    const failure = await connectRedis(url, logger, { startupTimeoutMs: 300 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toMatch(/^REDIS_URL: could not connect to redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ within [\d.]+ s \(.*ECONNREFUSED/);
    expect((failure as Error).message).not.toContain('s3cret-password');
  });
});

describe.runIf(serviceAvailable('redis'))('connectRedis once running', () => {
  let redis: RedisService;
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('keeps reconnecting through an outage longer than the start-up timeout', async () => {
    const client = await connectRedis(redis.url, logger, { startupTimeoutMs: 200 });
    await redis.kill();
    // Down for several start-up timeouts: a client that gave up now would never come back.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await redis.restart();
    await waitFor('the client to reconnect', async () => (await client.ping()) === 'PONG', 15_000, 100);
    client.destroy();
  });
});
