import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { FIRST_REPLIES_KEPT, type FirstReplyTimes } from './first-reply-times.js';

/** First-reply waits shared by every process: a capped Redis list (`kefu:first-replies`), newest first. */
export class RedisFirstReplyTimes implements FirstReplyTimes {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly key = 'kefu:first-replies',
  ) {}

  async record(waitMs: number): Promise<void> {
    await this.client
      .multi()
      .lPush(this.key, String(Math.round(waitMs)))
      .lTrim(this.key, 0, FIRST_REPLIES_KEPT - 1)
      .exec();
  }

  async recent(): Promise<number[]> {
    return (await this.client.lRange(this.key, 0, FIRST_REPLIES_KEPT - 1)).map(Number).filter(Number.isFinite);
  }
}
