import { byFeedbackSlot, feedbackSlot, type FeedbackRecordResult, type FeedbackStore, type StoredFeedback } from '../../stores/feedback-store.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';
import { threadKey } from './thread-key.js';

// One hash per thread, slot → rating, holding at most ARGV[4] slots (0: no cap). It expires with the thread:
// each stored event pushes both back.
const RECORD = redisScript(`
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
if ARGV[4] ~= '0' and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[4]) then return -1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if ARGV[3] ~= '0' then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`);

const RESULTS: Record<number, FeedbackRecordResult> = { 1: 'stored', 0: 'duplicate', [-1]: 'full' };

/** Ratings on Redis, beside their thread's keys and kept as long (KEFU_THREAD_RETENTION_DAYS). */
export class RedisFeedbackStore implements FeedbackStore {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly prefix = 'kefu:',
    private readonly retentionMs = 0,
  ) {}

  async record(threadId: string, feedback: StoredFeedback, maxPerThread = 0): Promise<FeedbackRecordResult> {
    const key = threadKey(this.prefix, threadId, 'feedback');
    const cap = Number.isFinite(maxPerThread) ? maxPerThread : 0;
    const result = (await RECORD.run(this.client, [key], [feedbackSlot(feedback), JSON.stringify(feedback), this.retentionMs, cap])) as number;
    return RESULTS[result] ?? 'duplicate';
  }

  async list(threadId: string): Promise<StoredFeedback[]> {
    const stored = await this.client.hGetAll(threadKey(this.prefix, threadId, 'feedback'));
    return Object.values(stored)
      .map((json) => JSON.parse(json) as StoredFeedback)
      .sort(byFeedbackSlot);
  }
}
