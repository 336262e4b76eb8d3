import { randomUUID } from 'node:crypto';
import type { HeldLock, LockService } from '../../ports/lock.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';

// Only the holder's token may release or extend: a lease that expired and was taken stays taken.
const RELEASE = redisScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`);
const EXTEND = redisScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`);

/** Leases on Redis: `SET NX PX` with a random token, released and extended by token-checking scripts. */
export class RedisLockService implements LockService {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly prefix = 'kefu:',
  ) {}

  async tryAcquire(key: string, ttlMs: number): Promise<HeldLock | undefined> {
    const name = `${this.prefix}lock:${key}`;
    const token = randomUUID();
    const reply = await this.client.set(name, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
    if (reply !== 'OK') return undefined;
    return {
      extend: async (ms) => (await EXTEND.run(this.client, [name], [token, ms])) === 1,
      release: async () => {
        await RELEASE.run(this.client, [name], [token]);
      },
    };
  }
}
