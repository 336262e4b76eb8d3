import type { Namespace, Socket } from 'socket.io';
import {
  AGENT_CONSOLE_NAMESPACE,
  kefuError,
  parseConsoleEvent,
  type ConsoleAgent,
  type ConsoleEventName,
  type ConsoleToServerEvents,
  type KefuError,
  type QueueEntry,
  type ServerToConsoleEvents,
  type ThreadEvent,
} from '@kefu/protocol';
import type { KefuServer } from '../create-kefu-server.js';
import type { HandoffRecord } from '../ports/handoff-store.js';
import type { ProductLexicon } from '../adapters/rules/index.js';
import { systemScheduler, type Scheduler } from '../timers/scheduler.js';
import { agentForToken, notAuthenticated } from './console-auth.js';
import { answerForCustomer } from './answer-prompt.js';
import { readThreadForAgent } from './escalation-card.js';
import type { HandoffDesk } from './handoff-desk.js';
import { HEARTBEAT_MS, PRESENCE_TTL_MS } from './presence.js';
import { queuePositions } from './queue-order.js';
import { createHandoffMetrics } from './handoff-metrics.js';
import { onShopperPresence, shoppersConnected } from './shopper-presence.js';
import { scopeKey, scopeOf, serves, type AgentScope } from './agent-scope.js';
import type { RevealAudit } from '../ports/reveal-audit.js';
import { MemoryRevealAudit } from './memory-reveal-audit.js';
import { maskEventForAgent, piiKinds, textForAgent } from '../privacy/mask-for-agent.js';
import { relayAgentTyping } from './relay-agent-typing.js';

/** The typed agent console namespace. */
export type ConsoleNamespace = Namespace<ConsoleToServerEvents, ServerToConsoleEvents, Record<never, never>, { agent: ConsoleAgent }>;
type ConsoleSocket = Socket<ConsoleToServerEvents, ServerToConsoleEvents, Record<never, never>, { agent: ConsoleAgent }>;
type Ack = (response: unknown) => void;

/** Every console socket, on every process, is in the room of its agent's scope. */
const consoleRoom = (scope: AgentScope) => `consoles:${scopeKey(scope)}`;
const REPLY_DEDUPE_MS = 10 * 60_000;
/** How far back from a thread's latest event `thread:reveal` reaches (the console shows the last 200). */
const REVEAL_WINDOW = 1000;

/**
 * Opens the `/agents` namespace on the server's Socket.IO (so the Redis streams adapter carries it
 * between processes): agents sign in with a token from `config.agents`, see the queue live, open a
 * thread's escalation card, claim, reply, answer the open prompt for the customer, and release, all
 * only for the sites they serve (`sites` in KEFU_AGENTS; every site when absent). Personal data reaches
 * consoles masked; `thread:reveal` shows one event in clear to the asking agent and records it in `audit`.
 */
export function attachAgentConsole(
  server: KefuServer,
  desk: HandoffDesk,
  lexicon: () => Promise<ProductLexicon>,
  scheduler: Scheduler = systemScheduler,
  audit: RevealAudit = new MemoryRevealAudit(),
): ConsoleNamespace {
  const { config } = server.dependencies;
  const { clock, logger } = server.dependencies;
  const nsp = server.io.of(AGENT_CONSOLE_NAMESPACE) as unknown as ConsoleNamespace;
  const sources = async () => ({ log: server.stores.log, gateway: server.gateway, lexicon: await lexicon(), checkpointer: server.dependencies.checkpointer });
  // Configured agents are the same on every process, so each process knows every scope's room.
  const scopes = [...new Set(config.agents.map((account) => scopeKey(account.sites)))].map(scopeOf);
  const scopeOfAgent = (agentId: string) => config.agents.find((account) => account.id === agentId)?.sites;

  let announcing: Promise<void> | undefined;
  let again = false;
  const announce = () => {
    if (announcing) {
      again = true;
      return;
    }
    announcing = (async () => {
      do {
        again = false;
        const [queue, agentsOnline] = await Promise.all([queueSnapshot(server, desk), desk.store.onlineAgents(clock.now())]);
        for (const scope of scopes) {
          nsp.to(consoleRoom(scope)).emit('queue:updated', { queue: queue.filter((entry) => serves(scope, entry.siteId)), agentsOnline, at: clock.now() });
        }
      } while (again);
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'queue announcement failed'))
      .finally(() => {
        announcing = undefined;
      });
  };
  desk.bind({ gateway: server.gateway, log: server.stores.log, announce, metrics: createHandoffMetrics(server.metrics.registry, desk.store, clock) });

  /** The console scopes serving the thread's site; undefined for a thread the log does not know. */
  const scopesServing = async (threadId: string) => {
    const owner = await server.stores.log.owner(threadId);
    return owner && scopes.filter((scope) => serves(scope, owner.siteId));
  };

  // Live events of handed-off threads, stored by this process, reach the consoles serving their site on every process.
  server.gateway.onStored((threadId, event) => {
    void (async () => {
      // A plain read: taking a thread back from an agent who left is the turn's business (the scheduler's humanMode check).
      if (event.event !== 'handoff' && !(await desk.store.get(threadId))) return;
      const serving = await scopesServing(threadId);
      if (!serving) return;
      const shown = maskEventForAgent(event);
      const notice = { threadId, event: shown.event, ...(shown.kinds.length > 0 ? { masked: true as const } : {}) };
      for (const scope of serving) nsp.to(consoleRoom(scope)).emit('thread:event', notice);
      if (event.event === 'message:done' && event.data.message.role === 'user') await desk.shopperWrote(threadId, event.data.message.text);
    })().catch((error: unknown) => logger.warn({ err: error, threadId }, 'console forward failed'));
  });

  // A handed-off shopper's typing reaches the consoles serving their site (not stored; it only matters live).
  server.gateway.onTyping((threadId, active) => {
    void (async () => {
      if (!(await desk.store.get(threadId))) return;
      for (const scope of (await scopesServing(threadId)) ?? []) nsp.to(consoleRoom(scope)).emit('thread:typing', { threadId, active, at: clock.now() });
    })().catch((error: unknown) => logger.warn({ err: error, threadId }, 'typing forward failed'));
  });

  // A shopper's tab opening or closing on this process changes the queue's "left" marks everywhere.
  onShopperPresence(server.io, (threadId) => {
    void desk.store
      .get(threadId)
      .then((record) => record && announce())
      .catch(() => undefined);
  });

  // Held threads whose agent left and whose shopper stays quiet are taken back on this beat.
  let closed = false;
  let cancelSweep = () => {};
  const sweep = () => {
    cancelSweep = scheduler.after(HEARTBEAT_MS, () => {
      void desk
        .reclaimAbandoned()
        .catch((error: unknown) => logger.error({ err: error }, 'taking back abandoned threads failed'))
        .finally(() => closed || sweep());
    });
  };
  sweep();
  server.httpServer.once('close', () => {
    closed = true;
    cancelSweep();
  });

  nsp.use((socket, next) => {
    const account = agentForToken(config.agents, (socket.handshake.auth as { token?: unknown } | undefined)?.token);
    if (!account) return next(notAuthenticated());
    socket.data.agent = { agentId: account.id, name: account.name };
    next();
  });

  nsp.on('connection', (socket: ConsoleSocket) => {
    // The picture goes with what the shopper sees (joined, replies, typing), not in the console's own payloads.
    const avatarUrl = config.agents.find((account) => account.id === socket.data.agent.agentId)?.avatarUrl;
    const agent = { ...socket.data.agent, ...(avatarUrl ? { avatarUrl } : {}) };
    const scope = scopeOfAgent(agent.agentId);
    void socket.join(consoleRoom(scope));
    const beat = () =>
      Promise.all([
        desk.store.agentOnline({ connectionId: socket.id, ...(scope ? { sites: scope } : {}) }, clock.now() + PRESENCE_TTL_MS),
        desk.agentSeen(agent.agentId),
      ]);
    const heartbeat = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
    heartbeat.unref();
    // Threads an agent who left was holding come back to the queue now that someone is here to take them,
    // and shoppers who were told nobody was online learn their place in it.
    void beat()
      .then(() => desk.reclaimAbandoned())
      .then(() => desk.afterQueueChange())
      .catch((error: unknown) => logger.error({ err: error }, 'agent presence failed'));
    socket.once('disconnect', () => {
      clearInterval(heartbeat);
      // The agent keeps their threads for a presence TTL from now: a reload or a flaky network is not leaving.
      void Promise.all([desk.store.agentOffline(socket.id), desk.agentSeen(agent.agentId)])
        .then(announce)
        .catch(() => undefined);
    });

    let queue: Promise<void> = Promise.resolve();
    socket.onAny((name: unknown, ...args: unknown[]) => {
      const ack = (typeof args.at(-1) === 'function' ? args.pop() : () => undefined) as Ack;
      const parsed = parseConsoleEvent(String(name), args[0]);
      if (!parsed.ok) return ack({ ok: false, error: parsed.error });
      const event = name as ConsoleEventName;
      const run = async () => ack(await handle(event, parsed.data));
      queue = queue.then(run).catch((error: unknown) => {
        logger.error({ err: error, event, agentId: agent.agentId }, 'console event failed');
        ack({ ok: false, error: kefuError('INTERNAL', 'the server failed to handle this event', { event }) });
      });
    });

    async function handle(event: ConsoleEventName, data: unknown): Promise<unknown> {
      if (event === 'queue:list') {
        const [queue, agentsOnline] = await Promise.all([queueSnapshot(server, desk), desk.store.onlineAgents(clock.now())]);
        return { ok: true, agent: socket.data.agent, queue: queue.filter((entry) => serves(scope, entry.siteId)), agentsOnline, serverTime: clock.now() };
      }
      // Another site's conversation is, for this agent, no conversation at all.
      const owner = await server.stores.log.owner((data as { threadId: string }).threadId);
      if (!owner || !serves(scope, owner.siteId)) return failure(kefuError('NOT_FOUND', 'no such conversation'));
      switch (event) {
        case 'thread:open': {
          const { threadId } = data as { threadId: string };
          const thread = await readThreadForAgent(threadId, await desk.store.get(threadId), await sources());
          return thread ? { ok: true, ...thread } : failure(kefuError('NOT_FOUND', 'no such conversation'));
        }
        case 'thread:claim': {
          const { threadId } = data as { threadId: string };
          // Any conversation in the agent's sites: a queued one, or one the assistant is still handling.
          const claimed = await desk.takeOver(threadId, agent);
          if (!claimed.ok) return failure(claimed.error);
          const thread = await readThreadForAgent(threadId, claimed.value, await sources());
          return thread ? { ok: true, card: thread.card } : failure(kefuError('NOT_FOUND', 'no such conversation'));
        }
        case 'thread:reply': {
          const { threadId, text, clientMsgId } = data as ConsolePayloadOf<'thread:reply'>;
          const messageId = `agent_${clientMsgId}`;
          // A retried reply (same clientMsgId) is acknowledged with the first one's seq, never sent twice.
          if (!(await server.stores.dedupe.claim(`console-reply:${threadId}:${clientMsgId}`, REPLY_DEDUPE_MS))) {
            const seq = await seqOfMessage(server, threadId, messageId);
            return seq ? { ok: true, seq } : failure(kefuError('CONFLICT', 'this reply is already being sent'));
          }
          const replied = await desk.reply(threadId, agent, text, messageId);
          return replied.ok ? { ok: true, seq: replied.value } : failure(replied.error);
        }
        case 'thread:answer': {
          const { threadId, reply } = data as ConsolePayloadOf<'thread:answer'>;
          const held = await desk.heldBy(threadId, agent);
          if (!held.ok) return failure(held.error);
          const refused = await answerForCustomer(
            { io: server.io, gateway: server.gateway, locks: server.stores.locks, agent: server.agent, desk },
            held.value,
            reply,
          );
          return refused ? failure(refused) : { ok: true };
        }
        case 'thread:release': {
          const { threadId } = data as { threadId: string };
          const released = await desk.release(threadId, agent);
          return released.ok ? { ok: true } : failure(released.error);
        }
        case 'thread:typing': {
          const { threadId, active } = data as ConsolePayloadOf<'thread:typing'>;
          const relay = { io: server.io, desk, rateLimiter: server.stores.rateLimiter, perSocketPerMinute: config.limits.agentTypingPerSocket };
          return relayAgentTyping(relay, socket.id, agent, threadId, active);
        }
        case 'thread:reveal': {
          const { threadId, seq } = data as ConsolePayloadOf<'thread:reveal'>;
          const event = await storedEvent(server, threadId, seq);
          if (!event) return failure(kefuError('NOT_FOUND', `no event ${seq} in this conversation (or older than the last ${REVEAL_WINDOW})`, { path: 'seq' }));
          const kinds = piiKinds(event);
          // Only a reveal that shows something is one: an event with nothing masked costs no audit entry.
          if (kinds.length > 0) {
            await audit.record({ threadId, seq, agentId: agent.agentId, agentName: agent.name, at: clock.now(), kinds });
            logger.info({ threadId, seq, agentId: agent.agentId, kinds }, 'an agent revealed personal data');
          }
          return { ok: true, event };
        }
      }
    }
  });
  return nsp;
}

type ConsolePayloadOf<E extends ConsoleEventName> = Parameters<ConsoleToServerEvents[E]>[0];

function failure(error: KefuError): { ok: false; error: KefuError } {
  return { ok: false, error };
}

/** The queue as consoles show it: records with positions, the shopper's latest words, and whether they left. */
async function queueSnapshot(server: KefuServer, desk: HandoffDesk): Promise<QueueEntry[]> {
  const records = await desk.store.list();
  const positions = queuePositions(records);
  const connected = await shoppersConnected(
    server.io,
    records.map((record) => record.threadId),
  );
  return Promise.all(
    records.map(async (record) => {
      const entry = toEntry(record, positions.get(record.threadId), await latestWords(server, record.threadId));
      return connected && !connected.has(record.threadId) ? { ...entry, shopperOffline: true } : entry;
    }),
  );
}

async function seqOfMessage(server: KefuServer, threadId: string, messageId: string): Promise<number | undefined> {
  const page = await server.stores.log.read(threadId, 0, 100);
  return page.events.find((event) => event.event === 'message:done' && event.data.message.messageId === messageId)?.data.seq;
}

async function latestWords(server: KefuServer, threadId: string): Promise<string | undefined> {
  const page = await server.stores.log.read(threadId, 0, 8);
  const last = page.events.findLast((event) => event.event === 'message:done' && event.data.message.role === 'user');
  // Masked before shortened: a number cut in half would no longer be recognised.
  return last?.event === 'message:done' ? textForAgent(last.data.message.text).slice(0, 200) : undefined;
}

/** The stored event with `seq`, within the last REVEAL_WINDOW events of the thread. */
async function storedEvent(server: KefuServer, threadId: string, seq: number): Promise<ThreadEvent | undefined> {
  // A page holds the newest events after its cursor: one read learns the thread's last seq, a second reaches back.
  const head = await server.stores.log.read(threadId, seq - 1, 1);
  if (seq > head.lastSeq || head.lastSeq - seq >= REVEAL_WINDOW) return undefined;
  const page = head.events[0]?.data.seq === seq ? head : await server.stores.log.read(threadId, seq - 1, head.lastSeq - seq + 1);
  return page.events.find((event) => event.data.seq === seq);
}

function toEntry(record: HandoffRecord, position: number | undefined, preview: string | undefined): QueueEntry {
  return {
    threadId: record.threadId,
    siteId: record.siteId,
    mode: record.mode,
    reason: record.reason,
    queuedAt: record.queuedAt,
    locale: record.locale,
    ...(position !== undefined && record.mode === 'queued' ? { position } : {}),
    ...(record.agentId ? { agentId: record.agentId } : {}),
    ...(record.agentName ? { agentName: record.agentName } : {}),
    ...(record.customer ? { customer: record.customer } : {}),
    ...(record.leftMessage ? { leftMessage: true } : {}),
    ...(preview ? { preview } : {}),
  };
}
