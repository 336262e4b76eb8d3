import { randomUUID } from 'node:crypto';
import type { Interrupt, Locale } from '@kefu/protocol';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import type { Logger } from '../logger.js';
import type { Agent, AgentOutput, TurnContext } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import type { DeadlineStore } from '../ports/deadline-store.js';
import type { ConversationGateway } from '../ports/gateway.js';
import type { LockService } from '../ports/lock.js';
import type { ThreadLog } from '../ports/thread-log.js';
import { acquireThreadLock } from '../turns/thread-lock.js';
import { localeOfTitle } from '../workflows/copy.js';
import { createDeadlinePoller, type DeadlinePoller } from './deadline-poller.js';
import { createMemoryDeadlineStore } from './memory-deadline-store.js';
import { createRedisDeadlineStore } from './redis-deadline-store.js';
import { systemScheduler, type Scheduler } from './scheduler.js';

/** What an interrupt deadline remembers. */
export interface InterruptDeadline {
  threadId: string;
  interruptId: string;
  /** The prompt's language, for the message that closes it. Absent in deadlines stored before it was kept. */
  locale?: Locale;
}

/** The parts of a Kefu server the expiry needs (a `KefuServer` has them all). */
export interface InterruptExpiryHost {
  gateway: ConversationGateway;
  agent: Agent;
  stores: { log: Pick<ThreadLog, 'owner'>; locks: LockService };
  dependencies: { clock: Clock; logger: Logger };
  /** The server's Redis client, when it runs with `REDIS_URL`: deadlines then survive restarts. */
  redis?: KefuRedisClient;
}

/** Options of {@link attachInterruptExpiry}. */
export interface InterruptExpiryOptions {
  /** @default Redis when the host has a client, memory otherwise */
  store?: DeadlineStore<InterruptDeadline>;
  /** @default real timers */
  scheduler?: Scheduler;
  /** How often due deadlines are claimed. @default 1000 */
  intervalMs?: number;
  /**
   * How long an expiry waits for the thread's lock (a turn or a reply holds it) before leaving the deadline to be
   * claimed again after its lease. @default 10000
   */
  lockWaitMs?: number;
}

/** A running interrupt expiry. */
export interface InterruptExpiry {
  store: DeadlineStore<InterruptDeadline>;
  poller: DeadlinePoller;
  /** Resolves when the first poll (deadlines that passed while the server was down) is done. */
  ready: Promise<number>;
  /** Resolves once every deadline write triggered so far has reached the store. */
  settled(): Promise<void>;
  /** Stops polling and listening. */
  detach(): void;
}

const deadlineKey = (threadId: string, interruptId: string) => `${threadId}|${interruptId}`;

/** A prompt's language: a workflow's title says it exactly; other prompts by their script. */
function promptLocale(interrupt: Pick<Interrupt, 'prompt' | 'workflow'>): Locale {
  const fromTitle = interrupt.workflow && localeOfTitle(interrupt.workflow.name, interrupt.workflow.title);
  return fromTitle ?? (/\p{Script=Han}/u.test(interrupt.prompt) ? 'zh-CN' : 'en');
}

/**
 * Expires prompts left unanswered (KEFU_INTERRUPT_TTL_SECONDS): a deadline per stored `interrupt:open`, removed
 * by its `interrupt:closed`; when one falls due, exactly one process takes the thread's lock (so it never races a
 * reply being accepted), asks the agent to end the workflow, and the prompt is closed as `expired` with a polite
 * message even if the agent had nothing to clean up.
 */
export function attachInterruptExpiry(host: InterruptExpiryHost, options: InterruptExpiryOptions = {}): InterruptExpiry {
  const { clock, logger } = host.dependencies;
  const store =
    options.store ?? (host.redis ? createRedisDeadlineStore<InterruptDeadline>({ client: host.redis }) : createMemoryDeadlineStore<InterruptDeadline>());
  const writes = new Set<Promise<unknown>>();
  const track = (write: Promise<unknown>) => {
    const tracked = write.catch((error: unknown) => logger.error({ err: error }, 'interrupt deadline write failed'));
    writes.add(tracked);
    void tracked.finally(() => writes.delete(tracked));
  };

  const unsubscribe = host.gateway.onStored((threadId, event) => {
    if (event.event === 'interrupt:open') {
      const { interrupt } = event.data;
      const payload = { threadId, interruptId: interrupt.interruptId, locale: promptLocale(interrupt) };
      track(store.schedule({ key: deadlineKey(threadId, interrupt.interruptId), dueAt: interrupt.expiresAt, payload }));
    } else if (event.event === 'interrupt:closed') {
      track(store.cancel(deadlineKey(threadId, event.data.interruptId)));
    }
  });

  async function expire(deadline: InterruptDeadline): Promise<void> {
    // Throws when a turn keeps the lock too long: the deadline is claimed again after its lease.
    const lease = await acquireThreadLock(host.stores.locks, deadline.threadId, AbortSignal.timeout(options.lockWaitMs ?? 10_000));
    try {
      await expireLocked(deadline);
    } finally {
      await lease.release();
    }
  }

  async function expireLocked({ threadId, interruptId, locale: kept }: InterruptDeadline): Promise<void> {
    const open = await host.gateway.pendingInterrupt(threadId);
    if (open?.interruptId !== interruptId) return;
    const owner = await host.stores.log.owner(threadId);
    const locale = kept ?? promptLocale(open);
    const output: AgentOutput = { delta() {}, status() {}, emit: (draft) => host.gateway.emitToThread(threadId, draft) };
    const context: TurnContext = {
      threadId,
      siteId: owner?.siteId ?? 'unknown',
      locale,
      ...(owner?.customerId ? { customer: { customerId: owner.customerId } } : {}),
      traceId: randomUUID(),
      signal: new AbortController().signal,
    };
    logger.info({ threadId, interruptId, traceId: context.traceId }, 'prompt expired');
    await host.agent.cancel(context, 'expired', output);
    if ((await host.gateway.pendingInterrupt(threadId))?.interruptId === interruptId) {
      // The agent had no workflow state for it (e.g. lost with an embedded restart): still close it politely.
      await output.emit({ event: 'interrupt:closed', interruptId, reason: 'expired' });
      await output.emit({
        event: 'message:done',
        message: {
          role: 'assistant',
          text:
            locale === 'en'
              ? 'This request timed out and was closed. Just ask whenever you want to continue.'
              : '由于长时间未收到回复，本次办理已自动关闭。如需继续，随时告诉我即可。',
        },
      });
    }
  }

  const poller = createDeadlinePoller<InterruptDeadline>({
    store,
    clock,
    scheduler: options.scheduler ?? systemScheduler,
    logger,
    intervalMs: options.intervalMs ?? 1000,
    onDue: (deadline) => expire(deadline.payload),
  });
  const ready = poller.start();

  return {
    store,
    poller,
    ready,
    settled: async () => {
      while (writes.size > 0) await Promise.all([...writes]);
    },
    detach() {
      unsubscribe();
      poller.stop();
    },
  };
}
