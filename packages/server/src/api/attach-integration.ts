import type { ThreadEvent } from '@kefu/protocol';
import type { KefuConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import type { Clock } from '../ports/clock.js';
import type { ConversationIndex } from '../ports/conversation-index.js';
import type { UnansweredQuestions } from '../ports/unanswered-questions.js';
import type { WebhookDeliveryLog } from '../ports/webhook-delivery-log.js';
import type { RouteTable } from '../http/route-table.js';
import type { GatewayStores } from '../stores/gateway-stores.js';
import { createMemoryDeadlineStore } from '../timers/memory-deadline-store.js';
import { createRedisDeadlineStore } from '../timers/redis-deadline-store.js';
import { systemScheduler, type Scheduler } from '../timers/scheduler.js';
import { createMemoryDeliveryLog } from '../webhooks/memory-delivery-log.js';
import { createRedisDeliveryLog } from '../webhooks/redis-delivery-log.js';
import { observeConversations } from '../webhooks/observe-conversations.js';
import type { BackoffOptions } from '../webhooks/webhook-backoff.js';
import { createWebhookDispatcher, type DeliveryJob, type WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';
import { createMemoryConversationIndex } from './memory-conversation-index.js';
import { createRedisConversationIndex } from './redis-conversation-index.js';
import { attachRestApi } from './rest-api.js';
import { addConsoleLedgerRoute } from '../ledger/console-ledger-route.js';

/** Options a caller (a test) may give the integration surface. */
export interface IntegrationOptions {
  /** What polls the webhook queue. @default real timers */
  scheduler?: Scheduler;
  backoff?: BackoffOptions;
  /** @default 1000 */
  pollMs?: number;
}

/** Webhooks and the REST API as running in one server. */
export interface Integration {
  /** Absent without KEFU_WEBHOOKS. */
  webhooks: WebhookDispatcher | undefined;
  index: ConversationIndex;
  deliveries: WebhookDeliveryLog;
}

/** Composes webhooks and the REST API: Redis-backed with `REDIS_URL`, memory otherwise. */
export function attachIntegration(host: {
  config: KefuConfig;
  stores: GatewayStores;
  routes: RouteTable;
  onStored(listener: (threadId: string, event: ThreadEvent) => void): unknown;
  clock: Clock;
  logger: Logger;
  redis: KefuRedisClient | undefined;
  /** The questions the knowledge base could not answer, read by GET /api/v1/knowledge/unanswered. */
  unanswered?: UnansweredQuestions;
  options?: IntegrationOptions;
}): Integration {
  const { config, redis, clock, logger } = host;
  const settings = config.integration;
  const index = redis ? createRedisConversationIndex(redis, { retentionMs: config.threadRetentionDays * 86_400_000 }) : createMemoryConversationIndex();
  const deliveries = redis ? createRedisDeliveryLog(redis) : createMemoryDeliveryLog();
  const webhooks =
    settings.webhooks.length === 0
      ? undefined
      : createWebhookDispatcher({
          endpoints: settings.webhooks,
          queue: redis ? createRedisDeadlineStore<DeliveryJob>({ client: redis, prefix: 'kefu:webhooks:queue:' }) : createMemoryDeadlineStore<DeliveryJob>(),
          log: deliveries,
          clock,
          scheduler: host.options?.scheduler ?? systemScheduler,
          logger,
          timeoutMs: settings.webhookTimeoutSeconds * 1000,
          maxAttempts: settings.webhookMaxAttempts,
          ...(host.options?.backoff ? { backoff: host.options.backoff } : {}),
          ...(host.options?.pollMs ? { pollMs: host.options.pollMs } : {}),
        });
  observeConversations({ stores: host.stores, onStored: host.onStored, index, clock, logger, ...(webhooks ? { webhooks } : {}) });
  attachRestApi(host.routes, {
    keys: settings.apiKeys,
    siteIds: config.sites.map((site) => site.siteId),
    index,
    log: host.stores.log,
    feedback: host.stores.feedback,
    deliveries,
    clock,
    ...(host.unanswered ? { unanswered: host.unanswered } : {}),
  });
  addConsoleLedgerRoute(host.routes, {
    agents: config.agents,
    siteIds: config.sites.map((site) => site.siteId),
    sources: { index, log: host.stores.log, feedback: host.stores.feedback },
    clock,
    ...(host.unanswered ? { unanswered: host.unanswered } : {}),
  });
  return { webhooks, index, deliveries };
}
