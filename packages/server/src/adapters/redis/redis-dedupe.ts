import type { Dedupe } from '../../ports/dedupe.js';
import type { KefuRedisClient } from './connect-redis.js';

/** Dedupe on Redis: `SET NX PX`. */
export class RedisDedupe implements Dedupe {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly prefix = 'kefu:',
  ) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const reply = await this.client.set(`${this.prefix}dedupe:${key}`, '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
    return reply === 'OK';
  }
}
