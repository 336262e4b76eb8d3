import { randomUUID } from 'node:crypto';
import type { AttemptBudget, AttemptGrant, AttemptLimiter } from '../../ports/attempt-limiter.js';
import type { Clock } from '../../ports/clock.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';

// Check and count in one script: Redis runs it whole, so attempts arriving together from any number of processes
// are let through one at a time and never more than the budgets allow. Each key is a sorted set of the counted
// attempts' times. ARGV: now, ticket, then limit / window / thenEvery (0: none) per key.
const TAKE = redisScript(`
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local base = 2 + (i - 1) * 3
  local limit = tonumber(ARGV[base + 1])
  local window = tonumber(ARGV[base + 2])
  local every = tonumber(ARGV[base + 3])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local wait
    if every > 0 then
      local latest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
      wait = tonumber(latest[2]) + every - now
    else
      local filling = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
      wait = math.max(1, tonumber(filling[2]) + window - now)
    end
    if wait > 0 then return {0, i, wait} end
  end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + (i - 1) * 3 + 2]))
end
return {1, 0, 0}`);

/** Attempt budgets on Redis, checked and counted atomically for every process; times come from the injected clock. */
export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly clock: Clock,
    private readonly prefix = 'kefu:',
  ) {}

  async take(budgets: readonly AttemptBudget[]): Promise<AttemptGrant> {
    const now = this.clock.now();
    const ticket = `${now}:${randomUUID()}`;
    const args = budgets.flatMap((budget) => [budget.limit, budget.windowMs, budget.thenEveryMs ?? 0]);
    const [allowed, index, wait] = (await TAKE.run(
      this.client,
      budgets.map((budget) => this.#key(budget)),
      [now, ticket, ...args],
    )) as [number, number, number];
    if (allowed === 1) return { allowed: true, ticket };
    return { allowed: false, key: budgets[index - 1]?.key ?? '', retryAfterMs: wait };
  }

  async refund(budgets: readonly AttemptBudget[], ticket: string): Promise<void> {
    await Promise.all(budgets.map((budget) => this.client.zRem(this.#key(budget), ticket)));
  }

  #key(budget: AttemptBudget): string {
    return `${this.prefix}attempts:${budget.key}`;
  }
}
