import type { KefuRedisClient } from '../../adapters/redis/connect-redis.js';
import { redisScript } from '../../adapters/redis/run-script.js';
import { UNANSWERED_PER_SITE, type UnansweredQuestion, type UnansweredQuestions } from '../../ports/unanswered-questions.js';
import { unansweredEntry } from './unanswered-entry.js';

// Count, refresh and bound in one step, so two processes recording the same question at once both count, and the
// site never holds more than its bound: a hash of entries and a sorted set by last asked, trimmed from the oldest.
const RECORD = redisScript(`
local known = redis.call('HGET', KEYS[1], ARGV[1])
local at = tonumber(ARGV[4])
local entry
if known then
  entry = cjson.decode(known)
  entry.count = entry.count + 1
  if at > entry.lastAskedAt then entry.lastAskedAt = at end
else
  entry = { siteId = ARGV[5], locale = ARGV[3], question = ARGV[2], count = 1, firstAskedAt = at, lastAskedAt = at }
end
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(entry))
redis.call('ZADD', KEYS[2], entry.lastAskedAt, ARGV[1])
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[6])
if over > 0 then
  local dropped = redis.call('ZPOPMIN', KEYS[2], over)
  for i = 1, #dropped, 2 do redis.call('HDEL', KEYS[1], dropped[i]) end
end
return entry.count
`);

/** Options of {@link createRedisUnansweredQuestions}. */
export interface RedisUnansweredOptions {
  /** @default UNANSWERED_PER_SITE */
  perSite?: number;
  /** @default 'kefu:unanswered:' */
  prefix?: string;
}

/** Unanswered questions in Redis, shared by every process: per site a hash of entries and a sorted set by last asked. */
export function createRedisUnansweredQuestions(client: KefuRedisClient, options: RedisUnansweredOptions = {}): UnansweredQuestions {
  const prefix = options.prefix ?? 'kefu:unanswered:';
  const perSite = options.perSite ?? UNANSWERED_PER_SITE;
  const entriesKey = (siteId: string) => `${prefix}site:${siteId}:entries`;
  const recentKey = (siteId: string) => `${prefix}site:${siteId}:recent`;
  return {
    async record({ siteId, locale, question, at }) {
      const { text, key } = unansweredEntry(question);
      if (!key) return;
      await RECORD.run(client, [entriesKey(siteId), recentKey(siteId)], [key, text, locale, at, siteId, perSite]);
    },
    async list(siteIds, limit) {
      const pages = await Promise.all(
        siteIds.map(async (siteId) => {
          const keys = await client.zRange(recentKey(siteId), 0, limit - 1, { REV: true });
          if (keys.length === 0) return [];
          const rows = await client.hmGet(entriesKey(siteId), keys);
          return rows.flatMap((row) => (row ? [JSON.parse(row) as UnansweredQuestion] : []));
        }),
      );
      return pages
        .flat()
        .sort((a, b) => b.lastAskedAt - a.lastAskedAt)
        .slice(0, limit);
    },
  };
}
