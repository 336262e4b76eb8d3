import type { Cache } from '../../ports/cache.js';
import type { KefuRedisClient } from './connect-redis.js';

/** The cache on Redis: JSON values with `PX` expiry. */
export class RedisCache implements Cache {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly prefix = 'kefu:cache:',
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const json = await this.client.get(this.prefix + key);
    return json === null ? undefined : (JSON.parse(json) as T);
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    await this.client.set(this.prefix + key, JSON.stringify(value), { expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) } });
  }

  async delete(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}
