import type { KefuConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { KefuServer } from '../create-kefu-server.js';
import type { AgentOutput } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import type { Scheduler } from '../timers/scheduler.js';
import type { CommerceBackend, Product } from '../ports/commerce-backend.js';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { buildProductLexicon, type ProductLexicon } from '../adapters/rules/index.js';
import { readShopFolder } from '../shop/read-demo-shop.js';
import { attachAgentConsole, type ConsoleNamespace } from './agent-console.js';
import { addConsoleRoutes } from './console-routes.js';
import type { HandoffStore } from '../ports/handoff-store.js';
import { HandoffDesk, type HandoffOrigin } from './handoff-desk.js';
import { MemoryHandoffStore } from './memory-handoff-store.js';
import { RedisHandoffStore } from './redis-handoff-store.js';
import { deskOutput } from './desk-output.js';
import type { RevealAudit } from '../ports/reveal-audit.js';
import { MemoryRevealAudit } from './memory-reveal-audit.js';
import { RedisRevealAudit } from './redis-reveal-audit.js';
import { readCannedReplies } from './canned-replies.js';
import { addCannedRepliesRoute } from './canned-replies-route.js';
import { readShopName } from './shop-name.js';
import { addSuggestedReplyRoute } from './suggested-reply-route.js';
import { readThreadForAgent } from './escalation-card.js';
import { serves } from './agent-scope.js';
import { addLiveConversationsRoute } from './live-conversations-route.js';
import { addConversationHistoryRoute } from './conversation-history-route.js';
import { DEMO_SHOP_DIR } from '../shop/demo-shop-dir.js';

/** Options of {@link createHandoff}. */
export interface HandoffOptions {
  config: KefuConfig;
  clock: Clock;
  logger: Logger;
  /** The server's Redis client when `config.redisUrl` is set: modes and the queue are shared through it. */
  redis?: KefuRedisClient;
  /** @default memory, or Redis when `redis` is given */
  store?: HandoffStore;
  /** Runs the periodic check for held threads whose agent left. @default the real scheduler */
  scheduler?: Scheduler;
  /** Where agents' reveals of personal data are recorded. @default memory, or Redis when `redis` is given */
  audit?: RevealAudit;
  /** The catalog the escalation card names products from. @default the server's commerce backend, else the demo shop's */
  products?: readonly Product[];
}

/** Human handoff for one server: the decorator for its agent, and the console to attach once it runs. */
export interface Handoff {
  desk: HandoffDesk;
  /** Who revealed which masked message, when. */
  audit: RevealAudit;
  /** A thread's output whose handoff drafts go to the desk's queue (see desk-output.ts). */
  output<O extends AgentOutput>(output: O, origin: HandoffOrigin): O;
  /** Opens the `/agents` namespace and serves `/console` on the server. */
  attach(server: KefuServer): ConsoleNamespace;
}

/** Builds the human-handoff desk from config (memory, or Redis with `REDIS_URL`). */
export function createHandoff(options: HandoffOptions): Handoff {
  const store = options.store ?? (options.redis ? new RedisHandoffStore(options.redis) : new MemoryHandoffStore());
  const desk = new HandoffDesk(store, options.clock, options.logger);
  const retentionMs = options.config.threadRetentionDays * 86_400_000;
  const audit = options.audit ?? (options.redis ? new RedisRevealAudit(options.redis, retentionMs) : new MemoryRevealAudit());
  let lexicon: Promise<ProductLexicon> | undefined;
  const products = async (server: KefuServer): Promise<readonly Product[]> => {
    if (options.products) return options.products;
    const commerce = (server.dependencies as { commerce?: CommerceBackend }).commerce;
    if (commerce) return commerce.listProducts().catch(() => []);
    return options.config.commerce ? [] : readShopFolder().products;
  };
  // Read at start, so a bad file stops the server naming its line instead of failing an agent later.
  const cannedReplies = readCannedReplies(options.config.shopDir ?? DEMO_SHOP_DIR);
  // The name of the shop folder served; a merchant's own HTTP backend has no folder to name it.
  const shopName = options.config.commerce && !options.config.shopDir ? undefined : readShopName(options.config.shopDir ?? DEMO_SHOP_DIR);
  return {
    desk,
    audit,
    output: (output, origin) => deskOutput(output, desk, origin),
    attach(server) {
      const lexiconOf = () => (lexicon ??= products(server).then((list) => buildProductLexicon([...list])));
      addConsoleRoutes(server.routes);
      addSuggestedReplyRoute(server.routes, {
        agents: options.config.agents,
        model: () => server.dependencies,
        async card(threadId, agent) {
          const owner = await server.stores.log.owner(threadId);
          if (!owner || !serves(agent.sites, owner.siteId)) return undefined;
          const sources = { log: server.stores.log, gateway: server.gateway, lexicon: await lexiconOf(), checkpointer: server.dependencies.checkpointer };
          return (await readThreadForAgent(threadId, await store.get(threadId), sources))?.card;
        },
        shopName: (locale) => shopName && (shopName.byLocale[locale] ?? shopName.default),
        logger: options.logger,
      });
      addCannedRepliesRoute(server.routes, { agents: options.config.agents, replies: cannedReplies, shop: shopName });
      addLiveConversationsRoute(server.routes, {
        agents: options.config.agents,
        siteIds: options.config.sites.map((site) => site.siteId),
        index: server.integration.index,
        log: server.stores.log,
        handoffs: store,
        clock: options.clock,
      });
      addConversationHistoryRoute(server.routes, {
        agents: options.config.agents,
        siteIds: options.config.sites.map((site) => site.siteId),
        index: server.integration.index,
        log: server.stores.log,
        feedback: server.stores.feedback,
        clock: options.clock,
      });
      return attachAgentConsole(server, desk, lexiconOf, options.scheduler, audit);
    },
  };
}
