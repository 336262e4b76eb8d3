import { randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { RateDecision, RateLimiter } from '../../ports/rate-limiter.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';

// A sliding window: a sorted set of the allowed hits' times. Refused hits are not added; when the window is
// full, room opens as the hit that filled it leaves (`retryAfterMs`).
const HIT = redisScript(`
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  local filling = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  return {0, math.max(1, tonumber(filling[2]) + window - now)}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}`);

/** Sliding-window rate limiting on Redis, counted atomically for every process; times come from the injected clock. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly clock: Clock,
    private readonly prefix = 'kefu:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now();
    // `:hits`: the fixed-window counters of earlier versions live (for a minute at most) under the bare names.
    const [allowed, retryAfterMs] = (await HIT.run(this.client, [`${this.prefix}${key}:hits`], [now, windowMs, limit, `${now}:${randomUUID()}`])) as [number, number];
    return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterMs };
  }
}
