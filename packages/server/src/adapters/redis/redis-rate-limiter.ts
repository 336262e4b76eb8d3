import type { RateDecision, RateLimiter } from '../../ports/rate-limiter.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';

const HIT = redisScript(`
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`);

/** Fixed-window rate limiting on Redis: one counter per key and window, counted and expired atomically. */
export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly client: KefuRedisClient, private readonly prefix = 'kefu:') {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const [count, ttl] = (await HIT.run(this.client, [`${this.prefix}${key}`], [windowMs])) as [number, number];
    return count <= limit ? { allowed: true } : { allowed: false, retryAfterMs: ttl };
  }
}
