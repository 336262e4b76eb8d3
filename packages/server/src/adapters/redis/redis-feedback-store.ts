import { byFeedbackSlot, feedbackSlot, type FeedbackStore, type StoredFeedback } from '../../stores/feedback-store.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';
import { threadKey } from './thread-key.js';

// One hash per thread, slot → rating. It expires with the thread: each stored event pushes both back.
const RECORD = redisScript(`
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
if ARGV[3] ~= '0' then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`);

/** Ratings on Redis, beside their thread's keys and kept as long (KEFU_THREAD_RETENTION_DAYS). */
export class RedisFeedbackStore implements FeedbackStore {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly prefix = 'kefu:',
    private readonly retentionMs = 0,
  ) {}

  async record(threadId: string, feedback: StoredFeedback): Promise<boolean> {
    const key = threadKey(this.prefix, threadId, 'feedback');
    return (await RECORD.run(this.client, [key], [feedbackSlot(feedback), JSON.stringify(feedback), this.retentionMs])) === 1;
  }

  async list(threadId: string): Promise<StoredFeedback[]> {
    const stored = await this.client.hGetAll(threadKey(this.prefix, threadId, 'feedback'));
    return Object.values(stored).map((json) => JSON.parse(json) as StoredFeedback).sort(byFeedbackSlot);
  }
}
