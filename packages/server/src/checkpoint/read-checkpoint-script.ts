import { redisScript } from '../adapters/redis/run-script.js';

/**
 * Reads a whole checkpoint in one round trip: the id (the latest when none is named), the stored record,
 * its pending writes and the channel values its record lists (`blobFields`). All keys share the thread's
 * hash tag, so the writes key built here stays in the slot of the declared keys.
 *
 * KEYS: ids, checkpoints, blobs. ARGV: the wanted id or '', the writes key without its id.
 * Returns false when there is no such checkpoint, else { id, record, writes (flat field/value list) or
 * false when the id needs URI encoding (the caller reads those itself), blob values in `blobFields` order }.
 */
export const readCheckpointScript = redisScript(`
local id = ARGV[1]
if id == '' then
  id = redis.call('ZRANGE', KEYS[1], '+', '-', 'BYLEX', 'REV', 'LIMIT', 0, 1)[1]
  if not id then return false end
end
local record = redis.call('HGET', KEYS[2], id)
if not record then return false end
local writes = false
if string.find(id, "^[%w%-_%.!~%*'%(%)]+$") then writes = redis.call('HGETALL', ARGV[2] .. id) end
local fields = cjson.decode(record).blobFields
local blobs = {}
if type(fields) == 'table' and #fields > 0 then blobs = redis.call('HMGET', KEYS[3], unpack(fields)) end
return { id, record, writes, blobs }
`);
