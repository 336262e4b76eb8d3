import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { redisScript } from '../adapters/redis/run-script.js';
import { byActivity, inQuery, type ConversationIndex, type ConversationSummary } from '../ports/conversation-index.js';

// Read, merge and write in one step so two processes touching one thread keep the earliest start and newest activity.
// The summary expires with the thread (KEFU_THREAD_RETENTION_DAYS), and the site's set drops what is older than that.
const TOUCH = redisScript(`
local known = redis.call('GET', KEYS[1])
local at = tonumber(ARGV[3])
local summary
if known then
  summary = cjson.decode(known)
  if at > summary.lastActivityAt then summary.lastActivityAt = at end
else
  summary = { threadId = ARGV[1], siteId = ARGV[2], startedAt = at, lastActivityAt = at, status = 'open' }
end
if ARGV[4] ~= '' then summary.status = ARGV[4] end
local retention = tonumber(ARGV[5])
if retention > 0 then
  redis.call('SET', KEYS[1], cjson.encode(summary), 'PX', retention)
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', '(' .. (at - retention))
else
  redis.call('SET', KEYS[1], cjson.encode(summary))
end
redis.call('ZADD', KEYS[2], summary.lastActivityAt, ARGV[1])
return 1
`);

/** Most entries read from one site's sorted set per page; filters (status) then apply to those. */
const SCAN = 1000;

/** Options of {@link createRedisConversationIndex}. */
export interface RedisConversationIndexOptions {
  /** An entry is dropped this long after its last activity, like its thread; 0 keeps it. @default 0 */
  retentionMs?: number;
  /** @default 'kefu:conversations:' */
  prefix?: string;
}

/** The conversation index in Redis: a sorted set per site scored by last activity, and a summary key per thread. */
export function createRedisConversationIndex(client: KefuRedisClient, options: RedisConversationIndexOptions = {}): ConversationIndex {
  const prefix = options.prefix ?? 'kefu:conversations:';
  const summaryKey = (threadId: string) => `${prefix}thread:${threadId}`;
  const siteKey = (siteId: string) => `${prefix}site:${siteId}`;
  return {
    async touch({ threadId, siteId, at, status }) {
      await TOUCH.run(client, [summaryKey(threadId), siteKey(siteId)], [threadId, siteId, at, status ?? '', options.retentionMs ?? 0]);
    },
    async get(threadId) {
      const row = await client.get(summaryKey(threadId));
      return row ? (JSON.parse(row) as ConversationSummary) : undefined;
    },
    async list(query) {
      const max = query.after?.lastActivityAt ?? (query.until !== undefined ? query.until - 1 : '+inf');
      const min = query.since ?? '-inf';
      const ids = (
        await Promise.all(
          query.siteIds.map((siteId) => client.zRange(siteKey(siteId), max, min, { BY: 'SCORE', REV: true, LIMIT: { offset: 0, count: SCAN } })),
        )
      ).flat();
      if (ids.length === 0) return [];
      // A summary that expired with its thread is skipped; its set entry goes at the site's next touch.
      const rows = await client.mGet(ids.map(summaryKey));
      return rows
        .flatMap((row) => (row ? [JSON.parse(row) as ConversationSummary] : []))
        .filter((summary) => inQuery(summary, query))
        .sort(byActivity)
        .slice(0, query.limit);
    },
  };
}
