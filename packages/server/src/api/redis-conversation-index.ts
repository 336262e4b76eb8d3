import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { redisScript } from '../adapters/redis/run-script.js';
import { byActivity, inQuery, type ConversationIndex, type ConversationSummary } from '../ports/conversation-index.js';

// Read, merge and write in one step so two processes touching one thread keep the earliest start and newest activity.
const TOUCH = redisScript(`
local known = redis.call('HGET', KEYS[1], ARGV[1])
local at = tonumber(ARGV[3])
local summary
if known then
  summary = cjson.decode(known)
  if at > summary.lastActivityAt then summary.lastActivityAt = at end
else
  summary = { threadId = ARGV[1], siteId = ARGV[2], startedAt = at, lastActivityAt = at, status = 'open' }
end
if ARGV[4] ~= '' then summary.status = ARGV[4] end
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(summary))
redis.call('ZADD', KEYS[2], summary.lastActivityAt, ARGV[1])
return 1
`);

/** Most entries read from one site's sorted set per page; filters (status) then apply to those. */
const SCAN = 1000;

/** The conversation index in Redis: a sorted set per site scored by last activity, and a hash of summaries. */
export function createRedisConversationIndex(client: KefuRedisClient, prefix = 'kefu:conversations:'): ConversationIndex {
  const summaries = `${prefix}summaries`;
  const bySite = `${prefix}site:`;
  return {
    async touch({ threadId, siteId, at, status }) {
      await TOUCH.run(client, [summaries, `${bySite}${siteId}`], [threadId, siteId, at, status ?? '']);
    },
    async get(threadId) {
      const row = await client.hGet(summaries, threadId);
      return row ? (JSON.parse(row) as ConversationSummary) : undefined;
    },
    async list(query) {
      const max = query.after?.lastActivityAt ?? (query.until !== undefined ? query.until - 1 : '+inf');
      const min = query.since ?? '-inf';
      const ids = (
        await Promise.all(query.siteIds.map((siteId) => client.zRange(`${bySite}${siteId}`, max, min, { BY: 'SCORE', REV: true, LIMIT: { offset: 0, count: SCAN } })))
      ).flat();
      if (ids.length === 0) return [];
      const rows = await client.hmGet(summaries, ids);
      return rows
        .flatMap((row) => (row ? [JSON.parse(row) as ConversationSummary] : []))
        .filter((summary) => inQuery(summary, query))
        .sort(byActivity)
        .slice(0, query.limit);
    },
  };
}
