import { randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { RateBudget, RateDecision, RateLimiter } from '../../ports/rate-limiter.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';

// A sliding window per key: a sorted set of the allowed hits' times. Every key is checked before any is
// counted, in one script, so a hit refused by one budget uses up none of the others. When a window is full,
// room opens as the hit that filled it leaves (`retryAfterMs`, the longest over the full windows).
const HIT_ALL = redisScript(`
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[1 + 2 * i])
  local limit = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local filling = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(filling[2]) + window - now, 1)
  end
end
if wait > 0 then return {0, wait} end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[1 + 2 * i]))
end
return {1, 0}`);

/** Sliding-window rate limiting on Redis, counted atomically for every process; times come from the injected clock. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly clock: Clock,
    private readonly prefix = 'kefu:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    return this.hitAll([{ key, limit, windowMs }]);
  }

  async hitAll(budgets: readonly RateBudget[]): Promise<RateDecision> {
    const now = this.clock.now();
    // `:hits`: the fixed-window counters of earlier versions live (for a minute at most) under the bare names.
    const keys = budgets.map((budget) => `${this.prefix}${budget.key}:hits`);
    const args = [now, `${now}:${randomUUID()}`, ...budgets.flatMap((budget) => [budget.windowMs, budget.limit])];
    const [allowed, retryAfterMs] = (await HIT_ALL.run(this.client, keys, args)) as [number, number];
    return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterMs };
  }
}
