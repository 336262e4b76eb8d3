import { kefuError, type HandoffReason, type KefuError, type Locale } from '@kefu/protocol';
import type { AgentEventDraft, VerifiedCustomer } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import type { ConversationGateway } from '../ports/gateway.js';
import type { HandoffRecord, HandoffStore } from '../ports/handoff-store.js';
import type { ThreadLog } from '../ports/thread-log.js';
import type { Logger } from '../logger.js';
import { AGENT_LEFT_ASSISTANT_MESSAGE, AGENT_LEFT_REQUEUED_MESSAGE, MESSAGE_LEFT_MESSAGE, NO_AGENTS_MESSAGE } from './copy.js';
import { PRESENCE_TTL_MS } from './presence.js';
import { queuePositions } from './queue-order.js';
import { urgentReason } from './reason-urgency.js';
import { readShopperWords } from './shopper-words.js';
import type { HandoffMetrics } from './handoff-metrics.js';

/** A signed-in human agent. */
export interface ConsoleAgentIdentity {
  agentId: string;
  name: string;
  /** The picture shoppers see beside the name (KEFU_AGENTS' `avatarUrl`). */
  avatarUrl?: string;
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
  /** The shopper's own words decide the language of what the desk tells them, and how urgent a handoff is. */
  log: ThreadLog;
  /** Tells every console, on every process, that the queue changed. */
  announce(): void;
  metrics?: HandoffMetrics;
}

/**
 * The rules of human handoff, on top of a {@link HandoffStore}: queueing (with `no_agents` and a
 * leave-a-message notice when nobody is online), claiming, replying and releasing, telling each
 * waiting shopper their queue position when it changes, and taking a thread back from an agent who
 * left. Everything said to the shopper is in the language of their latest message.
 */
export class HandoffDesk {
  #binding: DeskBinding | undefined;
  readonly #releaseHooks: Array<(threadId: string) => Promise<void>> = [];
  #officeHours: ((now: number) => boolean) | undefined;
  #firstReplyHooks: Array<(waitMs: number) => Promise<void>> = [];

  constructor(
    readonly store: HandoffStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** How long an agent keeps their threads after their last heartbeat or goodbye. */
    private readonly presenceTtlMs: number = PRESENCE_TTL_MS,
  ) {}

  /** Connects the desk to the running gateway and consoles. */
  bind(binding: DeskBinding): void {
    this.#binding = binding;
  }

  /** Runs `hook` after a thread goes back to the assistant (e.g. to clear the graph's own human mode). */
  onRelease(hook: (threadId: string) => Promise<void>): void {
    this.#releaseHooks.push(hook);
  }

  /**
   * Whether a human has (or is about to have) the thread: then the assistant stays quiet. A thread whose
   * agent left more than a presence TTL ago is taken back from them first.
   */
  async isHandedOff(threadId: string): Promise<boolean> {
    const record = await this.store.get(threadId);
    if (record?.mode === 'human' && (await this.#holderLeft(record))) return this.#takeBack(record);
    return record !== undefined;
  }

  /** Keeps `agentId` holding their threads for another presence TTL from now. */
  async agentSeen(agentId: string): Promise<void> {
    await this.store.agentSeen(agentId, this.clock.now() + this.presenceTtlMs);
  }

  /** Takes back every held thread whose agent left more than a presence TTL ago; resolves with how many. */
  async reclaimAbandoned(): Promise<number> {
    const left = new Map<string, boolean>();
    let taken = 0;
    for (const record of await this.store.list()) {
      if (record.mode !== 'human' || !record.agentId) continue;
      if (!left.has(record.agentId)) left.set(record.agentId, await this.#holderLeft(record));
      if (!left.get(record.agentId)) continue;
      await this.#takeBack(record);
      taken += 1;
    }
    return taken;
  }

  /**
   * A shopper's message on a handed-off thread: angry words raise the thread's reason, and the first
   * message left while no agent serving the site is online (not an answer to an open prompt) gets one
   * acknowledgement.
   */
  async shopperWrote(threadId: string, text: string): Promise<void> {
    const record = await this.store.get(threadId);
    if (!record) return;
    const reason = urgentReason(record.reason, [text]);
    if (reason !== record.reason) {
      await this.store.setReason(threadId, reason);
      this.#binding?.announce();
    }
    if (record.mode !== 'queued' || !record.leftMessage) return;
    // Typed at an open workflow prompt, the message answers the prompt: it is not a message left for an agent.
    if (await this.#log().openInterrupt(threadId)) return;
    if (await this.staffed(record.siteId)) return;
    if (!(await this.store.flagOnce(threadId, 'acknowledged'))) return;
    const locale = (await readShopperWords(this.#log(), threadId)).locale(record.locale);
    await this.#gateway().emitToThread(threadId, { event: 'message:done', message: { role: 'system', text: MESSAGE_LEFT_MESSAGE[locale] } });
  }

  /** Outside the shop's office hours nobody counts as serving it, online or not: handoffs get the offline form. */
  useOfficeHours(open: (now: number) => boolean): void {
    this.#officeHours = open;
  }

  /** Runs `hook` with the wait (queue entry to reply) when an agent first replies to a shopper who asked for a person. */
  onFirstReply(hook: (waitMs: number) => Promise<void>): void {
    this.#firstReplyHooks.push(hook);
  }

  /** Whether an agent serving `siteId` is online (on any process) within the shop's office hours. */
  async staffed(siteId: string): Promise<boolean> {
    if (this.#officeHours && !this.#officeHours(this.clock.now())) return false;
    return (await this.store.onlineAgents(this.clock.now(), siteId)) > 0;
  }

  /**
   * Queues a thread the assistant handed off and tells the shopper where they stand. `emit` writes into
   * the thread (the turn's output). Resolves with the seq of the stored handoff event, 0 when the
   * thread was already handed off.
   */
  async handOff(origin: HandoffOrigin, reason: HandoffReason, emit: (draft: AgentEventDraft) => Promise<number>): Promise<number> {
    const now = this.clock.now();
    const customer = origin.customer ? { customerId: origin.customer.customerId, ...(origin.customer.name ? { name: origin.customer.name } : {}) } : undefined;
    const words = await readShopperWords(this.#log(), origin.threadId);
    // "转人工" typed in anger is an upset customer first: agents pick their next thread by this label.
    const urgent = urgentReason(reason, words.sinceHandoff);
    const locale = words.locale(origin.locale);
    const created = await this.store.enqueue({
      threadId: origin.threadId,
      siteId: origin.siteId,
      reason: urgent,
      queuedAt: now,
      locale,
      ...(customer ? { customer } : {}),
    });
    if (!created) return 0;
    let seq: number;
    if (!(await this.staffed(origin.siteId))) {
      // Marked first, so the shopper's very next message already counts as left.
      await this.store.mark(origin.threadId, { leftMessage: true });
      seq = await emit({ event: 'handoff', state: 'no_agents', reason: urgent });
      await emit({ event: 'message:done', message: { role: 'system', text: NO_AGENTS_MESSAGE[locale] } });
    } else {
      const position = queuePositions(await this.store.list()).get(origin.threadId) ?? 1;
      seq = await emit({ event: 'handoff', state: 'queued', reason: urgent, queuePosition: position });
      await this.store.mark(origin.threadId, { toldPosition: position });
    }
    this.logger.info({ threadId: origin.threadId, reason: urgent, given: reason }, 'thread handed off to the human queue');
    this.#binding?.metrics?.handoffs.inc({ reason: urgent });
    this.#binding?.announce();
    return seq;
  }

  /** Gives a queued thread to `agent`; the shopper sees "Lin from support joined". */
  async claim(threadId: string, agent: ConsoleAgentIdentity): Promise<DeskResult<HandoffRecord>> {
    await this.agentSeen(agent.agentId);
    const result = await this.store.claim(threadId, agent, this.clock.now());
    if (result.status === 'taken') return fail('CONFLICT', `${result.agentName || 'another agent'} already took this conversation`);
    if (result.status === 'not_queued') return fail('NOT_FOUND', 'this conversation is not waiting for an agent');
    if (result.fresh) {
      this.#binding?.metrics?.claims.inc();
      await this.#gateway().emitToThread(threadId, {
        event: 'handoff',
        state: 'joined',
        reason: result.record.reason,
        agentName: agent.name,
        ...(agent.avatarUrl ? { agentAvatarUrl: agent.avatarUrl } : {}),
      });
      await this.afterQueueChange();
    }
    return { ok: true, value: result.record };
  }

  /**
   * Takes a conversation for `agent` whether or not the shopper asked: one the assistant is handling is queued
   * under `agent_initiated` and claimed at once (the assistant is quiet from the shopper's next message); a queued
   * or held one is claimed as usual. Releasing it hands it back to the assistant.
   */
  async takeOver(threadId: string, agent: ConsoleAgentIdentity, fallbackLocale: Locale = 'zh-CN'): Promise<DeskResult<HandoffRecord>> {
    if (!(await this.store.get(threadId))) {
      const owner = await this.#log().owner(threadId);
      if (!owner) return fail('NOT_FOUND', 'no such conversation');
      const locale = (await readShopperWords(this.#log(), threadId)).locale(fallbackLocale);
      // Another agent taking it at the same moment makes this a no-op: the claim below then says who won.
      await this.store.enqueue({
        threadId,
        siteId: owner.siteId,
        reason: 'agent_initiated',
        queuedAt: this.clock.now(),
        locale,
        ...(owner.customerId ? { customer: { customerId: owner.customerId } } : {}),
      });
      this.logger.info({ threadId, agentId: agent.agentId }, 'an agent took over a conversation from the assistant');
    }
    return this.claim(threadId, agent);
  }

  /** The holding agent writes to the shopper; stored as an `agent` message with the agent's name. */
  async reply(threadId: string, agent: ConsoleAgentIdentity, text: string, messageId?: string): Promise<DeskResult<number>> {
    const held = await this.heldBy(threadId, agent);
    if (!held.ok) return held;
    const seq = await this.#gateway().emitToThread(threadId, {
      event: 'message:done',
      message: { role: 'agent', text, author: agent.name, ...(agent.avatarUrl ? { avatarUrl: agent.avatarUrl } : {}), ...(messageId ? { messageId } : {}) },
    });
    // A takeover the shopper never asked for made nobody wait: it says nothing about the expected reply time.
    if (held.value.reason !== 'agent_initiated' && (await this.store.flagOnce(threadId, 'first_reply'))) {
      const waitMs = this.clock.now() - held.value.queuedAt;
      for (const hook of this.#firstReplyHooks)
        await hook(waitMs).catch((error: unknown) => this.logger.error({ err: error, threadId }, 'first-reply hook failed'));
    }
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

  async #holderLeft(record: HandoffRecord): Promise<boolean> {
    if (!record.agentId) return false;
    const lease = await this.store.agentLease(record.agentId);
    // A holder this store never saw (a record older than leases, a flushed Redis) gets a full TTL to show up.
    if (lease === undefined) {
      await this.agentSeen(record.agentId);
      return false;
    }
    return lease <= this.clock.now();
  }

  /**
   * Takes a held thread back from an agent who left: back in the queue when another agent serving the
   * site is online, else back to the assistant; the shopper is told either way. Resolves with whether the
   * thread is still handed off.
   */
  async #takeBack(record: HandoffRecord): Promise<boolean> {
    const { threadId } = record;
    const now = this.clock.now();
    const to = (await this.staffed(record.siteId)) ? 'queue' : 'assistant';
    const taken = await this.store.takeBack(threadId, record.agentId ?? '', now, to);
    // Another process took it back first, or the agent came back and released it.
    if (!taken) return (await this.store.get(threadId)) !== undefined;
    const name = record.agentName || record.agentId || 'Agent';
    const locale = (await readShopperWords(this.#log(), threadId)).locale(record.locale);
    const gateway = this.#gateway();
    this.logger.info({ threadId, agentId: record.agentId, to }, 'the holding agent left: taking the thread back');
    this.#binding?.metrics?.agentLeft.inc({ outcome: to === 'queue' ? 'requeued' : 'assistant' });
    if (to === 'assistant') {
      await this.#backToAssistant(threadId, taken);
      await gateway.emitToThread(threadId, { event: 'message:done', message: { role: 'system', text: AGENT_LEFT_ASSISTANT_MESSAGE[locale](name) } });
      return false;
    }
    const position = queuePositions(await this.store.list()).get(threadId) ?? 1;
    await gateway.emitToThread(threadId, { event: 'handoff', state: 'queued', reason: taken.reason, queuePosition: position });
    await gateway.emitToThread(threadId, { event: 'message:done', message: { role: 'system', text: AGENT_LEFT_REQUEUED_MESSAGE[locale](name) } });
    await this.store.mark(threadId, { toldPosition: position });
    await this.afterQueueChange();
    return true;
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
    const records = await this.store.list();
    const staffed = new Map<string, boolean>();
    for (const [threadId, position] of queuePositions(records)) {
      const record = records.find((candidate) => candidate.threadId === threadId);
      if (!record || record.toldPosition === position) continue;
      if (!staffed.has(record.siteId)) staffed.set(record.siteId, await this.staffed(record.siteId));
      // Nobody serves this site yet: its shoppers keep the leave-a-message notice.
      if (!staffed.get(record.siteId)) continue;
      await gateway.emitToThread(threadId, { event: 'handoff', state: 'queued', reason: record.reason, queuePosition: position });
      await this.store.mark(threadId, { toldPosition: position });
    }
    this.#binding?.announce();
  }

  #gateway(): ConversationGateway {
    return this.#bound().gateway;
  }

  #log(): ThreadLog {
    return this.#bound().log;
  }

  #bound(): DeskBinding {
    if (!this.#binding) throw new Error('the handoff desk is not attached to a server yet');
    return this.#binding;
  }
}

function fail(code: KefuError['code'], message: string): { ok: false; error: KefuError } {
  return { ok: false, error: kefuError(code, message) };
}
