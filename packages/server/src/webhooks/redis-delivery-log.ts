import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import type { DeliveryAttempt, WebhookDeliveryLog } from '../ports/webhook-delivery-log.js';
import { matches } from './memory-delivery-log.js';

/** The delivery log as a capped Redis list (newest first) and a set of disabled endpoints; shared by every process. */
export function createRedisDeliveryLog(client: KefuRedisClient, capacity = 1000, prefix = 'kefu:webhooks:'): WebhookDeliveryLog {
  const list = `${prefix}deliveries`;
  const disabled = `${prefix}disabled`;
  return {
    async record(attempt) {
      await client
        .multi()
        .lPush(list, JSON.stringify(attempt))
        .lTrim(list, 0, capacity - 1)
        .exec();
    },
    async recent(query = {}) {
      const rows = await client.lRange(list, 0, capacity - 1);
      return rows
        .map((row) => JSON.parse(row) as DeliveryAttempt)
        .filter((attempt) => matches(attempt, query))
        .slice(0, query.limit ?? 50);
    },
    async disable(endpointId) {
      await client.sAdd(disabled, endpointId);
    },
    async isDisabled(endpointId) {
      return (await client.sIsMember(disabled, endpointId)) === 1;
    },
  };
}
