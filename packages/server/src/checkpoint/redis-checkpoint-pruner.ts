import { redisScript } from '../adapters/redis/run-script.js';
import type { CheckpointKeys } from './checkpoint-keys.js';

/** How many checkpoints a thread's root namespace keeps on the Redis saver (checkpoint/checkpoint-retention.ts). */
export interface CheckpointRetention {
  /** Checkpoints kept: the newest ones. */
  kept: number;
  /** Pruning waits until this many more have piled up, so it works once every few writes. */
  slack: number;
}

/**
 * KEYS: ids, checkpoints, blobs, the thread's set of writes keys. ARGV: kept, slack, the writes key without its id.
 * Atomic, so a turn's put running alongside sees either side of it. A channel value (blob) goes only when no kept
 * checkpoint lists it: versions unchanged across turns are shared.
 */
export const pruneCheckpointsScript = redisScript(`
local kept, slack = tonumber(ARGV[1]), tonumber(ARGV[2])
local count = redis.call('ZCARD', KEYS[1])
if count <= kept + slack then return 0 end
local old = redis.call('ZRANGE', KEYS[1], 0, count - kept - 1)
local live = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], count - kept, -1)) do
  local record = redis.call('HGET', KEYS[2], id)
  if record then
    local fields = cjson.decode(record).blobFields
    if type(fields) == 'table' then for _, field in ipairs(fields) do live[field] = true end end
  end
end
local blobs = {}
for _, id in ipairs(old) do
  local record = redis.call('HGET', KEYS[2], id)
  if record then
    local fields = cjson.decode(record).blobFields
    if type(fields) == 'table' then
      for _, field in ipairs(fields) do
        if not live[field] then live[field] = true; blobs[#blobs + 1] = field end
      end
    end
  end
  redis.call('HDEL', KEYS[2], id)
  if string.find(id, "^[%w%-_%.!~%*'%(%)]+$") then
    redis.call('DEL', ARGV[3] .. id)
    redis.call('SREM', KEYS[4], ARGV[3] .. id)
  end
end
for i = 1, #blobs, 500 do redis.call('HDEL', KEYS[3], unpack(blobs, i, math.min(i + 499, #blobs))) end
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, count - kept - 1)
return #old
`);

/** The keys and arguments of {@link pruneCheckpointsScript} for a thread's root namespace. */
export function pruneCheckpointsCall(keys: CheckpointKeys, threadId: string, { kept, slack }: CheckpointRetention): { keys: string[]; arguments: string[] } {
  return {
    keys: [keys.ids(threadId, ''), keys.checkpoints(threadId, ''), keys.blobs(threadId, ''), keys.writeKeys(threadId)],
    arguments: [String(kept), String(slack), keys.writesPrefix(threadId, '')],
  };
}
