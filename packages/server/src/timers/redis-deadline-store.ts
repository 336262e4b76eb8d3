import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { redisScript } from '../adapters/redis/run-script.js';
import type { ClaimOptions, Deadline, DeadlineStore } from '../ports/deadline-store.js';

// One script so a due deadline is read and leased in a single step: two pollers never claim the same one.
const CLAIM = redisScript(`
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local out = {}
for _, key in ipairs(due) do
  redis.call('ZADD', KEYS[1], tonumber(ARGV[3]), key)
  local record = redis.call('HGET', KEYS[2], key)
  if record then
    table.insert(out, record)
  else
    redis.call('ZREM', KEYS[1], key)
  end
end
return out
`);

/** Options of {@link createRedisDeadlineStore}. */
export interface RedisDeadlineStoreOptions {
  /** A connected client; never created here. */
  client: KefuRedisClient;
  /** Key prefix. @default 'kefu:deadlines:' */
  prefix?: string;
}

/** Deadlines in a Redis sorted set (score = due time, or lease end once claimed) plus a hash of payloads. */
export function createRedisDeadlineStore<T>(options: RedisDeadlineStoreOptions): DeadlineStore<T> {
  const { client } = options;
  const prefix = options.prefix ?? 'kefu:deadlines:';
  const schedule = `${prefix}due`;
  const records = `${prefix}records`;
  return {
    async schedule(deadline) {
      await client.multi().hSet(records, deadline.key, JSON.stringify(deadline)).zAdd(schedule, { score: deadline.dueAt, value: deadline.key }).exec();
    },
    async cancel(key) {
      const [removed] = await client.multi().zRem(schedule, key).hDel(records, key).exec();
      return Number(removed) > 0;
    },
    async claimDue(now, claim: ClaimOptions = {}) {
      const leaseEnd = now + (claim.leaseMs ?? 30_000);
      const found = (await CLAIM.run(client, [schedule, records], [now, claim.limit ?? 50, leaseEnd])) as string[];
      return found.map((record) => JSON.parse(record) as Deadline<T>);
    },
    async complete(key) {
      await client.multi().zRem(schedule, key).hDel(records, key).exec();
    },
    async next() {
      const [key] = await client.zRange(schedule, 0, 0);
      if (!key) return undefined;
      const record = await client.hGet(records, key);
      return record ? (JSON.parse(record) as Deadline<T>) : undefined;
    },
  };
}
