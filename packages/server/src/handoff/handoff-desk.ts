import { kefuError, type HandoffReason, type KefuError, type Locale } from '@kefu/protocol';
import type { AgentEventDraft, VerifiedCustomer } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import type { ConversationGateway } from '../ports/gateway.js';
import type { HandoffRecord, HandoffStore } from '../ports/handoff-store.js';
import type { Logger } from '../logger.js';
import { NO_AGENTS_MESSAGE } from './copy.js';
import { queuePositions } from './queue-order.js';
import type { HandoffMetrics } from './handoff-metrics.js';

/** A signed-in human agent. */
export interface ConsoleAgentIdentity {
  agentId: string;
  name: string;
}

/** The thread a handoff comes from, as a turn knows it. */
export interface HandoffOrigin {
  threadId: string;
  siteId: string;
  locale: Locale;
  customer?: VerifiedCustomer;
}

/** A result for the console: the value, or a typed error. */
export type DeskResult<T> = { ok: true; value: T } | { ok: false; error: KefuError };

/** What the desk needs once the server runs: where to write and whom to tell about queue changes. */
export interface DeskBinding {
  gateway: ConversationGateway;
  /** Tells every console, on every process, that the queue changed. */
  announce(): void;
  metrics?: HandoffMetrics;
}

/**
 * The rules of human handoff, on top of a {@link HandoffStore}: queueing (with `no_agents` and a
 * leave-a-message notice when nobody is online), claiming, replying and releasing, and telling each
 * waiting shopper their queue position when it changes.
 */
export class HandoffDesk {
  #binding: DeskBinding | undefined;
  readonly #releaseHooks: Array<(threadId: string) => Promise<void>> = [];

  constructor(
    readonly store: HandoffStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Connects the desk to the running gateway and consoles. */
  bind(binding: DeskBinding): void {
    this.#binding = binding;
  }

  /** Runs `hook` after a thread goes back to the assistant (e.g. to clear the graph's own human mode). */
  onRelease(hook: (threadId: string) => Promise<void>): void {
    this.#releaseHooks.push(hook);
  }

  /** Whether a human has (or is about to have) the thread: then the assistant stays quiet. */
  async isHandedOff(threadId: string): Promise<boolean> {
    return (await this.store.get(threadId)) !== undefined;
  }

  /**
   * Queues a thread the assistant handed off and tells the shopper where they stand. `emit` writes into
   * the thread (the turn's output). Resolves with the seq of the stored handoff event, 0 when the
   * thread was already handed off.
   */
  async handOff(origin: HandoffOrigin, reason: HandoffReason, emit: (draft: AgentEventDraft) => Promise<number>): Promise<number> {
    const now = this.clock.now();
    const customer = origin.customer ? { customerId: origin.customer.customerId, ...(origin.customer.name ? { name: origin.customer.name } : {}) } : undefined;
    const created = await this.store.enqueue({ threadId: origin.threadId, siteId: origin.siteId, reason, queuedAt: now, locale: origin.locale, ...(customer ? { customer } : {}) });
    if (!created) return 0;
    let seq: number;
    if ((await this.store.onlineAgents(now, origin.siteId)) === 0) {
      seq = await emit({ event: 'handoff', state: 'no_agents', reason });
      await emit({ event: 'message:done', message: { role: 'system', text: NO_AGENTS_MESSAGE[origin.locale] } });
      await this.store.mark(origin.threadId, { leftMessage: true });
    } else {
      const position = queuePositions(await this.store.list()).get(origin.threadId) ?? 1;
      seq = await emit({ event: 'handoff', state: 'queued', reason, queuePosition: position });
      await this.store.mark(origin.threadId, { toldPosition: position });
    }
    this.logger.info({ threadId: origin.threadId, reason }, 'thread handed off to the human queue');
    this.#binding?.metrics?.handoffs.inc({ reason });
    this.#binding?.announce();
    return seq;
  }

  /** Gives a queued thread to `agent`; the shopper sees "Lin from support joined". */
  async claim(threadId: string, agent: ConsoleAgentIdentity): Promise<DeskResult<HandoffRecord>> {
    const result = await this.store.claim(threadId, agent, this.clock.now());
    if (result.status === 'taken') return fail('CONFLICT', `${result.agentName || 'another agent'} already took this conversation`);
    if (result.status === 'not_queued') return fail('NOT_FOUND', 'this conversation is not waiting for an agent');
    if (result.fresh) {
      this.#binding?.metrics?.claims.inc();
      await this.#gateway().emitToThread(threadId, { event: 'handoff', state: 'joined', reason: result.record.reason, agentName: agent.name });
      await this.afterQueueChange();
    }
    return { ok: true, value: result.record };
  }

  /** The holding agent writes to the shopper; stored as an `agent` message with the agent's name. */
  async reply(threadId: string, agent: ConsoleAgentIdentity, text: string, messageId?: string): Promise<DeskResult<number>> {
    const held = await this.heldBy(threadId, agent);
    if (!held.ok) return held;
    const seq = await this.#gateway().emitToThread(threadId, { event: 'message:done', message: { role: 'agent', text, author: agent.name, ...(messageId ? { messageId } : {}) } });
    return { ok: true, value: seq };
  }

  /** The thread's record when `agent` holds it, else a typed error. */
  async heldBy(threadId: string, agent: ConsoleAgentIdentity): Promise<DeskResult<HandoffRecord>> {
    const record = await this.store.get(threadId);
    if (!record) return fail('NOT_FOUND', 'this conversation is back with the assistant');
    if (record.mode !== 'human') return fail('FORBIDDEN', 'claim this conversation before writing to the customer');
    if (record.agentId !== agent.agentId) return fail('CONFLICT', `${record.agentName ?? 'another agent'} holds this conversation`);
    return { ok: true, value: record };
  }

  /** Back to the assistant; the shopper sees "back to the assistant". */
  async release(threadId: string, agent: ConsoleAgentIdentity): Promise<DeskResult<HandoffRecord>> {
    const result = await this.store.release(threadId, agent.agentId);
    if (result.status === 'not_holder') return fail('CONFLICT', `${result.agentName || 'another agent'} holds this conversation`);
    if (result.status === 'not_found') return fail('NOT_FOUND', 'this conversation is already with the assistant');
    this.#binding?.metrics?.releases.inc();
    await this.#backToAssistant(threadId, result.record);
    return { ok: true, value: result.record };
  }

  async #backToAssistant(threadId: string, record: HandoffRecord): Promise<void> {
    for (const hook of this.#releaseHooks) {
      await hook(threadId).catch((error: unknown) => this.logger.error({ err: error, threadId }, 'release hook failed'));
    }
    await this.#gateway().emitToThread(threadId, { event: 'handoff', state: 'released', reason: record.reason });
    await this.afterQueueChange();
  }

  /**
   * The shopper no longer wants to wait: a thread still in the queue (no agent has it yet) goes back to
   * the assistant. False when there was nothing to withdraw; a thread an agent holds stays with them.
   */
  async withdraw(threadId: string): Promise<boolean> {
    const record = await this.store.get(threadId);
    if (record?.mode !== 'queued') return false;
    const result = await this.store.release(threadId, '');
    if (result.status !== 'released') return false;
    this.logger.info({ threadId }, 'shopper left the human queue');
    this.#binding?.metrics?.releases.inc();
    await this.#backToAssistant(threadId, result.record);
    return true;
  }

  /**
   * Tells each waiting shopper their new position when it changed (and, once an agent serving their site
   * is online, those who were told nobody was), then the consoles.
   */
  async afterQueueChange(): Promise<void> {
    const gateway = this.#gateway();
    const now = this.clock.now();
    const records = await this.store.list();
    const staffed = new Map<string, boolean>();
    for (const [threadId, position] of queuePositions(records)) {
      const record = records.find((candidate) => candidate.threadId === threadId);
      if (!record || record.toldPosition === position) continue;
      if (!staffed.has(record.siteId)) staffed.set(record.siteId, (await this.store.onlineAgents(now, record.siteId)) > 0);
      // Nobody serves this site yet: its shoppers keep the leave-a-message notice.
      if (!staffed.get(record.siteId)) continue;
      await gateway.emitToThread(threadId, { event: 'handoff', state: 'queued', reason: record.reason, queuePosition: position });
      await this.store.mark(threadId, { toldPosition: position });
    }
    this.#binding?.announce();
  }

  #gateway(): ConversationGateway {
    if (!this.#binding) throw new Error('the handoff desk is not attached to a server yet');
    return this.#binding.gateway;
  }
}

function fail(code: KefuError['code'], message: string): { ok: false; error: KefuError } {
  return { ok: false, error: kefuError(code, message) };
}
