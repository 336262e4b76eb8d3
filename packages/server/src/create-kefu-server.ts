import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { MemorySaver, type BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { LIMITS } from '@kefu/protocol';
import type { KefuConfig } from './config.js';
import { createLogger, type Logger } from './logger.js';
import type { Agent, AgentDependencies } from './ports/agent.js';
import { systemClock, type Clock } from './ports/clock.js';
import type { ConversationGateway } from './ports/gateway.js';
import { createKefuAgent, type KefuAgent } from './agent/index.js';
import { createGatewayMetrics, type GatewayMetrics } from './metrics/gateway-metrics.js';
import { createAssistantMetrics, knowledgeIndexGauge, meteredCache, meteredModel } from './metrics/assistant-metrics.js';
import { createChatModel } from './adapters/chat-model/index.js';
import { createCircuitBreaker } from './agent/model/circuit-breaker.js';
import { createModelGateway } from './agent/model/model-gateway.js';
import { createModelGatewayMetrics, modelBreakerGauge } from './metrics/model-gateway-metrics.js';
import { createKnowledgeService, DEMO_KNOWLEDGE_DIR } from './knowledge/index.js';
import { createUnansweredQuestions } from './knowledge/unanswered/create-unanswered-questions.js';
import { builtInRoutes } from './http/http-routes.js';
import { capConnectionsPerPeer, httpServerOptions } from './http/connection-guard.js';
import { createLinkPolicy } from './links/link-policy.js';
import { attachDemoApi, demoSite, loadDemoCustomers } from './demo-api/index.js';
import type { RouteTable } from './http/route-table.js';
import { createMemoryStores, type GatewayStores } from './stores/gateway-stores.js';
import { ThreadDelivery } from './socket/thread-delivery.js';
import { attachGateway } from './socket/attach-gateway.js';
import type { KefuIo } from './socket/kefu-io.js';
import { TurnScheduler, type TurnOrigin } from './turns/turn-scheduler.js';
import { createThreadOutput } from './turns/agent-output.js';
import { connectRedis, type KefuRedisClient } from './adapters/redis/connect-redis.js';
import { createCommerceBackend } from './adapters/commerce/create-commerce-backend.js';
import { openShop } from './shop/open-shop.js';
import type { CommerceBackend } from './ports/commerce-backend.js';
import { createRedisBackends } from './adapters/redis/redis-backends.js';
import { createHandoff } from './handoff/index.js';
import { createAvailability } from './availability/index.js';
import { createLoadProtection } from './timers/load-protection.js';
import { attachInterruptExpiry, type InterruptExpiry, type InterruptExpiryOptions } from './timers/interrupt-expiry.js';
import { systemScheduler, type Scheduler } from './timers/scheduler.js';
import { startConfirmedWriteRecovery, type ConfirmedWriteRecovery } from './workflows/confirmed-write-recovery.js';
import { attachIntegration, type Integration, type IntegrationOptions } from './api/attach-integration.js';
import { addUploadRoutes, createUploadStore, scheduleUploadSweeps, type UploadStore } from './uploads/index.js';
import { createSmtpTranscriptMailer } from './transcript/smtp-transcript-mailer.js';

/** Options of {@link createKefuServer}. */
export interface KefuServerOptions {
  /** The parsed configuration (`loadConfig(process.env)`). */
  config: KefuConfig;
  /** The assistant; @default the agent graph from `createKefuAgent`. */
  agent?: Agent | ((dependencies: AgentDependencies) => Agent | Promise<Agent>);
  /** @default a pino logger at `config.logLevel` */
  logger?: Logger;
  /** @default the system clock */
  clock?: Clock;
  /**
   * A connected node-redis client, used when `config.redisUrl` is set. When absent and `redisUrl` is set,
   * the server connects its own (and closes it on `close()`).
   */
  redis?: KefuRedisClient;
  /** The merchant's shop; @default the HTTP adapter with `KEFU_COMMERCE_URL`, else the demo shop. */
  commerce?: CommerceBackend;
  /**
   * Seed 003's load protection, applied by the turn scheduler: queue degrade (KEFU_QUEUE_DEGRADE_SECONDS, a route of
   * the agent graph), then the watchdog (KEFU_WATCHDOG_SECONDS). `false` turns both off. @default on, real timers
   */
  loadProtection?: false | { scheduler?: Scheduler };
  /**
   * Expiry of prompts left unanswered for KEFU_INTERRUPT_TTL_SECONDS, started by `listen()`; deadlines live
   * in Redis with `REDIS_URL`, so they survive restarts. `false` for callers that attach their own. @default on
   */
  interruptExpiry?: false | InterruptExpiryOptions;
  /**
   * Your own `http.createServer()` to embed Kefu in: Socket.IO attaches to it, and Kefu's routes answer its
   * requests when it has no 'request' listener yet (else call `kefu.routes.handle(req, res)` from yours).
   * `listen()` listens on it only if it is not listening already. @default a server of Kefu's own
   */
  httpServer?: HttpServer;
  /** Webhooks' queue polling and backoff (tests move them by hand). @default real timers */
  integration?: IntegrationOptions;
  /** Where uploaded photos and files go. @default the store `config.uploads` names (local disk, or S3) */
  uploads?: UploadStore;
  /** When the upload retention sweep runs (at start, then hourly). @default the real scheduler */
  uploadSweeps?: { scheduler?: Scheduler };
}

/** A running (or ready to listen) Kefu server. */
export interface KefuServer {
  httpServer: HttpServer;
  io: KefuIo;
  /** Add HTTP routes here (the demo, the console). */
  routes: RouteTable;
  /** What timers and the human-agent console use to write into threads. */
  gateway: ConversationGateway;
  metrics: GatewayMetrics;
  stores: GatewayStores;
  /** The assistant in use. */
  agent: Agent;
  /** What the agent was built with. */
  dependencies: AgentDependencies;
  /** The prompt expiry, once `listen()` has started it (unless turned off). */
  interruptExpiry: InterruptExpiry | undefined;
  /** Webhooks (KEFU_WEBHOOKS), the conversation index and the delivery log behind the REST API. */
  integration: Integration;
  /** The base URL once listening, e.g. `http://127.0.0.1:8787`. */
  url: string | undefined;
  /** Starts listening on `config.host:config.port`; resolves with the URL. */
  listen(): Promise<string>;
  /** Stops accepting, aborts running turns, closes sockets and owned connections. */
  close(): Promise<void>;
  /**
   * The graceful stop (SIGTERM): stops accepting connections, lets running turns finish for up to
   * `seconds` (@default KEFU_DRAIN_SECONDS), then {@link KefuServer.close}s — the widgets see their transport
   * close and reconnect (to another process). A turn still running then is left unanswered in the log, and the next
   * process to open its thread runs it again. Resolves with whether every turn finished.
   */
  drain(seconds?: number): Promise<boolean>;
}

/** Composes the server: stores and checkpointer chosen from config, the agent, HTTP routes and the Socket.IO gateway. */
export async function createKefuServer(options: KefuServerOptions): Promise<KefuServer> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  const ownsRedis = config.redisUrl !== undefined && options.redis === undefined;
  const redis = config.redisUrl === undefined ? undefined : (options.redis ?? (await connectRedis(config.redisUrl, logger)));
  const redisBackends = redis
    ? createRedisBackends(redis, clock, {
        retentionMs: config.threadRetentionDays * 86_400_000,
        logger,
        checkpointFormat: config.checkpointFormat,
      })
    : undefined;
  const stores = redisBackends?.stores ?? createMemoryStores(clock);
  const checkpointer: BaseCheckpointSaver = redisBackends?.checkpointer ?? new MemorySaver();

  // One commerce backend for the agent and the storefront API, so a return made in chat shows on the orders page.
  // KEFU_SHOP_DIR: the merchant's own shop folder, served the way the demo shop is.
  const shop = config.shopDir && !config.commerce && !options.commerce ? await openShop(config.shopDir) : undefined;
  const commerce = options.commerce ?? createCommerceBackend(config, clock, shop);
  const metrics = createGatewayMetrics();
  const assistantMetrics = createAssistantMetrics(metrics.registry);
  const cache = meteredCache(stores.cache, assistantMetrics);
  const dependencies: AgentDependencies = {
    config,
    checkpointer,
    cache,
    attempts: stores.attempts,
    clock,
    logger,
    commerce,
    confirmedWrites: stores.confirmedWrites,
  };
  // Questions nothing answered, for the merchant (issue 21 item 4): shared in Redis when there is one.
  const unanswered = createUnansweredQuestions(redis);
  if (options.agent === undefined) {
    // The default assistant's model and knowledge base are composed here, so their metrics are the server's.
    const { llm } = config;
    const chatModel = llm ? meteredModel(createChatModel(llm), assistantMetrics) : undefined;
    if (llm && chatModel) {
      // One gateway (one breaker) for every model call: intents, the tool agent and knowledge answers.
      const observer = createModelGatewayMetrics(metrics.registry);
      dependencies.chatModel = chatModel;
      dependencies.modelGateway = createModelGateway({
        breaker: createCircuitBreaker({ clock }),
        timeoutMs: config.modelTimeoutSeconds * 1000,
        logger,
        observer,
      });
      modelBreakerGauge(metrics.registry, dependencies.modelGateway);
      logger.info({ provider: llm.provider, model: llm.model, baseUrl: llm.baseUrl }, 'chat model');
    }
    const knowledge = await createKnowledgeService({
      config,
      cache,
      clock,
      logger,
      unanswered,
      ...(chatModel ? { chatModel, modelGateway: dependencies.modelGateway } : {}),
    });
    knowledgeIndexGauge(metrics.registry, () => knowledge.activeIndex);
    dependencies.knowledge = knowledge;
  }
  // Human handoff (issue 9): the assistant stays quiet while a human agent has the thread.
  dependencies.humanModeOwner = 'gateway';
  const handoff = createHandoff({ config, clock, logger, ...(redis ? { redis } : {}) });
  dependencies.humansOnline = (siteId) => handoff.desk.staffed(siteId);
  const agent = await resolveAgent(options.agent, dependencies);
  // The graph may keep its own checkpointed human mode; a release by the desk must end that one too.
  const { releaseHumanMode } = agent as { releaseHumanMode?: (threadId: string) => Promise<void> };
  if (releaseHumanMode) handoff.desk.onRelease((threadId) => releaseHumanMode(threadId));

  const httpServer = options.httpServer ?? createServer(httpServerOptions(config.http));
  // An embedding app that already answers requests routes to Kefu itself; two listeners would both answer.
  const answerRequests = !options.httpServer || options.httpServer.listenerCount('request') === 0;
  capConnectionsPerPeer(httpServer, config.http, metrics.registry);
  const io: KefuIo = new Server(httpServer, {
    // A few events' worth: parseEvent refuses anything over maxPayloadBytes with a typed error first.
    maxHttpBufferSize: 4 * LIMITS.maxPayloadBytes,
    cors: { origin: true },
    serveClient: false,
    ...(redisBackends ? { adapter: redisBackends.socketAdapter } : {}),
  });
  const delivery = new ThreadDelivery(
    io,
    stores.log,
    clock,
    config.interruptTtlSeconds * 1000,
    createLinkPolicy([...config.sites.flatMap((site) => site.origins), ...config.linkOrigins]),
  );
  delivery.onStored((_threadId, event) => metrics.storedEvents.inc({ event: event.event }));
  const outputFor = (threadId: string, origin: TurnOrigin) => handoff.output(createThreadOutput(io, delivery, threadId), { threadId, ...origin });
  const scheduler = new TurnScheduler({
    agent,
    log: stores.log,
    locks: stores.locks,
    outputFor,
    maxConcurrentTurns: config.maxConcurrentTurns,
    logger,
    metrics,
    // Human handoff (issue 9): while a human has the thread, its turns take the graph's human_mode route.
    humanMode: (threadId) => handoff.desk.isHandedOff(threadId),
    ...(options.loadProtection === false ? {} : { loadProtection: createLoadProtection(dependencies, options.loadProtection?.scheduler) }),
  });
  const uploads = options.uploads ?? createUploadStore(config.uploads.storage);
  // Office hours, expected reply time and the offline form's tickets (issue 19 item 5).
  // The embedded demo shop states hours but, tried at any hour of a developer's day, answers whenever an agent is online.
  const enforceHours = (config.officeHours ?? (config.shopDir || config.commerce ? 'enforce' : 'ignore')) === 'enforce';
  const availability = await createAvailability({
    commerce,
    enforceHours,
    desk: handoff.desk,
    clock,
    logger,
    retentionMs: config.threadRetentionDays * 86_400_000,
    ...(redis ? { redis } : {}),
  });
  const mailer = config.smtp ? createSmtpTranscriptMailer(config.smtp) : undefined;
  attachGateway(io, {
    config,
    stores,
    delivery,
    scheduler,
    agent,
    clock,
    logger,
    metrics,
    outputFor,
    withdraw: (threadId) => handoff.desk.withdraw(threadId),
    availability,
    uploads,
    ...(mailer ? { mailer } : {}),
  });

  const routes = builtInRoutes({
    registry: metrics.registry,
    serveDemo: config.serveDemo,
    ready: async () => (redis ? (await redis.ping()) === 'PONG' : true),
    ...(config.http.metricsToken ? { metricsToken: config.http.metricsToken } : {}),
    serveSourceMaps: config.http.serveSourceMaps,
  });
  // Uploads past KEFU_UPLOAD_RETENTION_DAYS, or whose conversation expired, are deleted hourly (README: Data we store).
  const uploadSweeps = scheduleUploadSweeps({
    store: uploads,
    clock,
    scheduler: options.uploadSweeps?.scheduler ?? systemScheduler,
    retentionDays: config.uploads.retentionDays,
    threadRetentionDays: config.threadRetentionDays,
    threadExists: async (threadId) => (await stores.log.owner(threadId)) !== undefined,
    logger,
  });
  addUploadRoutes(routes, {
    store: uploads,
    settings: { ...config.uploads, maxBytes: config.limits.uploadBytes, perThreadPerMinute: config.limits.uploadsPerThread },
    sites: config.sites,
    agents: config.agents,
    apiKeys: config.integration.apiKeys,
    log: stores.log,
    identityMaxLifetimeSeconds: config.identityMaxLifetimeSeconds,
    now: () => clock.now(),
    rateLimiter: stores.rateLimiter,
    logger,
  });
  const integration = attachIntegration({
    config,
    stores,
    routes,
    onStored: (listener) => delivery.onStored(listener),
    clock,
    logger,
    redis,
    unanswered,
    ...(options.integration ? { options: options.integration } : {}),
  });
  // The storefront's backend (catalog, demo sign-in, orders) exists only when the demo is served.
  if (config.serveDemo)
    attachDemoApi(routes, {
      commerce,
      site: demoSite(config),
      customers: shop ? shop.customers.map(({ customerId, name }) => ({ customerId, name })) : await loadDemoCustomers(),
      clock,
      identityMaxLifetimeSeconds: config.identityMaxLifetimeSeconds,
      knowledgeDir: config.knowledgeDir ?? (config.shopDir ? join(config.shopDir, 'knowledge') : DEMO_KNOWLEDGE_DIR),
      logger,
    });
  if (answerRequests)
    httpServer.on('request', (request, response) => {
      // Socket.IO answers its own path; everything else is ours.
      if (request.url?.startsWith('/socket.io/')) return;
      void routes.handle(request, response);
    });

  // Approved writes a killed process never delivered (issue 20, finding 3); started by listen().
  let recovery: ConfirmedWriteRecovery | undefined;
  const server: KefuServer = {
    httpServer,
    io,
    routes,
    gateway: delivery,
    metrics,
    stores,
    agent,
    dependencies,
    interruptExpiry: undefined,
    integration,
    url: undefined,
    async listen() {
      if (!httpServer.listening)
        await new Promise<void>((resolve, reject) => {
          httpServer.once('error', reject);
          httpServer.listen(config.port, config.host, () => {
            httpServer.off('error', reject);
            resolve();
          });
        });
      const { port } = httpServer.address() as AddressInfo;
      const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
      server.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      if (options.interruptExpiry !== false) {
        server.interruptExpiry = attachInterruptExpiry(
          { gateway: delivery, agent, stores, dependencies, ...(redis ? { redis } : {}) },
          options.interruptExpiry,
        );
        await server.interruptExpiry.ready; // prompts that fell due while no process was up
      }
      // Not awaited: a record whose dead process still holds its thread's lock waits up to the lock's TTL.
      recovery = startConfirmedWriteRecovery({
        store: stores.confirmedWrites,
        commerce,
        gateway: delivery,
        locks: stores.locks,
        forgetWorkflow: (threadId) => (agent as Partial<KefuAgent>).forgetWorkflow?.(threadId) ?? Promise.resolve(),
        clock,
        scheduler: systemScheduler,
        logger,
        handOff: (context, reason, emit) => handoff.desk.handOff(context, reason, emit),
      });
      // Not awaited: the first tick sends what fell due while no process was up, each attempt up to its timeout.
      void integration.webhooks?.start();
      logger.info({ url: server.url, redis: redis !== undefined }, 'kefu server listening');
      return server.url;
    },
    async drain(seconds = config.http.drainSeconds) {
      logger.info({ seconds, busyThreads: scheduler.busyThreads }, 'draining: no new connections, waiting for running turns');
      httpServer.close(); // stop listening; connections already open carry on until close()
      const finished = await settleWithin(scheduler, seconds);
      if (!finished) logger.warn({ busyThreads: scheduler.busyThreads }, 'drain bound reached: the turns still running will run again on the next process');
      await server.close();
      return finished;
    },
    async close() {
      server.interruptExpiry?.detach();
      recovery?.stop();
      uploadSweeps.stop();
      integration.webhooks?.stop();
      scheduler.close();
      mailer?.close();
      // After drain() the listener is already closed and its 'close' event may be past: io.close() would wait for it forever.
      const listening = httpServer.listening;
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
        if (!listening) resolve();
      });
      await Promise.race([scheduler.settled(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      if (ownsRedis && redis) await redis.close().catch(() => undefined);
    },
  };
  handoff.attach(server); // the /agents console namespace and the /console page (issue 9)
  availability.attach(routes, config.agents, handoff.audit);
  return server;
}

/** Whether the scheduler goes idle within `seconds`. */
async function settleWithin(scheduler: TurnScheduler, seconds: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), seconds * 1000)));
  try {
    return await Promise.race([scheduler.settled().then(() => true as const), bound]);
  } finally {
    clearTimeout(timer);
  }
}

async function resolveAgent(agent: KefuServerOptions['agent'], dependencies: AgentDependencies): Promise<Agent> {
  if (agent === undefined) return createKefuAgent(dependencies);
  return typeof agent === 'function' ? agent(dependencies) : agent;
}
