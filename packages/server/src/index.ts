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
