import type { DeliveryAttempt, DeliveryQuery, WebhookDeliveryLog } from '../ports/webhook-delivery-log.js';

/** The embedded delivery log: the newest `capacity` attempts, gone on restart. */
export function createMemoryDeliveryLog(capacity = 1000): WebhookDeliveryLog {
  const attempts: DeliveryAttempt[] = [];
  const disabled = new Set<string>();
  return {
    async record(attempt) {
      attempts.unshift(attempt);
      attempts.length = Math.min(attempts.length, capacity);
    },
    async recent(query = {}) {
      return attempts.filter((attempt) => matches(attempt, query)).slice(0, query.limit ?? 50);
    },
    async disable(endpointId) {
      disabled.add(endpointId);
    },
    async isDisabled(endpointId) {
      return disabled.has(endpointId);
    },
  };
}

/** Whether an attempt passes a query's filters. */
export function matches(attempt: DeliveryAttempt, query: DeliveryQuery): boolean {
  if (query.siteIds && !query.siteIds.includes(attempt.siteId)) return false;
  return query.eventId === undefined || attempt.eventId === query.eventId;
}
