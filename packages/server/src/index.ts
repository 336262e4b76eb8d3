export type {
  Agent,
  AgentEventDraft,
  AgentOutput,
  InterruptReplyRequest,
  TurnContext,
  TurnMessage,
  TurnRequest,
  VerifiedCustomer,
  AgentDependencies,
} from './ports/agent.js';
export type { Cache } from './ports/cache.js';
export type { Clock } from './ports/clock.js';
export { systemClock } from './ports/clock.js';
export type { KnowledgeAnswer, KnowledgeQuestion, KnowledgeService } from './ports/knowledge.js';
export type { WorkflowRunner, WorkflowRunnerOptions, WorkflowSeed } from './ports/workflow-runner.js';
export type { CommerceBackend, CommerceReceipt, Logistics, Order, OrderItem, Product, ProductQuery, WriteRequest } from './ports/commerce-backend.js';
export { ConfigError, loadConfig } from './config.js';
export type { AgentAccount, KefuConfig, SiteConfig } from './config.js';
export { createKefuServer } from './create-kefu-server.js';
export type { KefuServer, KefuServerOptions } from './create-kefu-server.js';
export { createKefuAgent } from './agent/index.js';
export { createLoadProtection } from './timers/load-protection.js';
export type { InterruptExpiry, InterruptExpiryOptions } from './timers/interrupt-expiry.js';
export type { ConversationGateway } from './ports/gateway.js';
export type { AppendOptions, AppendResult, ReplayPage, ThreadLog, ThreadOwner, TurnCursors, UnsequencedEvent } from './ports/thread-log.js';
export type { Dedupe } from './ports/dedupe.js';
export type { RateDecision, RateLimiter } from './ports/rate-limiter.js';
export type { HeldLock, LockService } from './ports/lock.js';
export type { AttemptBudget, AttemptGrant, AttemptLimiter } from './ports/attempt-limiter.js';
export type { GatewayStores } from './stores/gateway-stores.js';
export { createMemoryStores } from './stores/gateway-stores.js';
export { RouteTable, sendText } from './http/route-table.js';
export type { RouteHandler } from './http/route-table.js';
export { serveDirectory, serveFile } from './http/static-files.js';
export { connectRedis } from './adapters/redis/connect-redis.js';
export type { KefuRedisClient } from './adapters/redis/connect-redis.js';
export { RedisCheckpointSaver } from './checkpoint/redis-checkpoint-saver.js';
export { formatShopDataError, inspectShopFolder, InvalidShopError, loadShopFolder, readCatalogFile, readShopifyCsv } from './shop/index.js';
export type { ShopData, ShopDataError, ShopFolderReport } from './shop/index.js';
export { EVENT_ID_HEADER, SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from './webhooks/webhook-signature.js';
export type { VerifyWebhookOptions, WebhookSignatureProblem, WebhookVerification } from './webhooks/webhook-signature.js';
export { WEBHOOK_EVENT_TYPES } from './webhooks/webhook-event.js';
export type { WebhookEvent, WebhookEventType } from './webhooks/webhook-event.js';
