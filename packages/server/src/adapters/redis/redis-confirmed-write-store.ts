import type { ConfirmedWrite, ConfirmedWriteStore } from '../../ports/confirmed-write-store.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';

// Checked and removed in one step: a newer confirmation on the thread is never removed by an older one's completion.
const REMOVE = redisScript(`
local record = redis.call('HGET', KEYS[1], ARGV[1])
if not record then return 0 end
if ARGV[2] ~= '' and cjson.decode(record).interruptId ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1
`);

/**
 * Confirmed writes in Redis: a hash of records by thread plus a sorted set by `retryAt`, written together. No
 * expiry: a record leaves only when its outcome reached the shopper.
 */
export class RedisConfirmedWriteStore implements ConfirmedWriteStore {
  readonly #records: string;
  readonly #due: string;

  constructor(
    private readonly client: KefuRedisClient,
    prefix = 'kefu:',
  ) {
    this.#records = `${prefix}confirmed-writes`;
    this.#due = `${prefix}confirmed-writes:due`;
  }

  async save(write: ConfirmedWrite): Promise<void> {
    await this.client
      .multi()
      .hSet(this.#records, write.threadId, JSON.stringify(write))
      .zAdd(this.#due, { score: write.retryAt, value: write.threadId })
      .exec();
  }

  async get(threadId: string): Promise<ConfirmedWrite | undefined> {
    const record = await this.client.hGet(this.#records, threadId);
    return record ? (JSON.parse(record) as ConfirmedWrite) : undefined;
  }

  async due(now: number, limit: number): Promise<ConfirmedWrite[]> {
    const threads = await this.client.zRangeByScore(this.#due, '-inf', now, { LIMIT: { offset: 0, count: limit } });
    if (threads.length === 0) return [];
    const records = await this.client.hmGet(this.#records, threads);
    return records.flatMap((record) => (record ? [JSON.parse(record) as ConfirmedWrite] : []));
  }

  async remove(threadId: string, interruptId?: string): Promise<void> {
    await REMOVE.run(this.client, [this.#records, this.#due], [threadId, interruptId ?? '']);
  }
}
