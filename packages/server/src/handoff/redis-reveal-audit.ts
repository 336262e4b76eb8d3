import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import type { RevealAudit, RevealRecord } from '../ports/reveal-audit.js';

/**
 * The reveal audit on Redis: a list per thread (`kefu:reveals:<threadId>`), expiring with the thread's
 * retention (KEFU_THREAD_RETENTION_DAYS; 0 keeps it forever), so the audit outlives no conversation it covers.
 */
export class RedisRevealAudit implements RevealAudit {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly retentionMs = 0,
    private readonly prefix = 'kefu:',
  ) {}

  async record(entry: RevealRecord): Promise<void> {
    const key = this.#key(entry.threadId);
    const multi = this.client.multi().rPush(key, JSON.stringify(entry));
    if (this.retentionMs > 0) multi.pExpire(key, this.retentionMs);
    await multi.exec();
  }

  async list(threadId: string): Promise<RevealRecord[]> {
    return (await this.client.lRange(this.#key(threadId), 0, -1)).map((entry) => JSON.parse(entry) as RevealRecord);
  }

  #key(threadId: string): string {
    return `${this.prefix}reveals:${threadId}`;
  }
}
