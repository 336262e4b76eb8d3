import { randomUUID } from 'node:crypto';
import { LIMITS, type Locale, type ThreadEvent } from '@kefu/protocol';
import type { Agent, TurnConditions, TurnContext, TurnMessage, TurnRequest, VerifiedCustomer } from '../ports/agent.js';
import type { LockService } from '../ports/lock.js';
import type { ThreadLog } from '../ports/thread-log.js';
import type { Logger } from '../logger.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import type { LoadProtection } from '../timers/load-protection.js';
import { turnFailed, type ThreadOutput } from './agent-output.js';
import { acquireThreadLock } from './thread-lock.js';
import { FairTurnQueue } from './fair-turn-queue.js';
import { eventLoopSaturation } from './event-loop-load.js';

/** Who a turn answers: taken from the socket whose message started it. */
export interface TurnOrigin {
  siteId: string;
  locale: Locale;
  customer?: VerifiedCustomer;
  /** The socket's address, for per-requester budgets. */
  clientAddress?: string;
}

/** What the scheduler needs. */
export interface TurnSchedulerOptions {
  agent: Agent;
  log: ThreadLog;
  locks: LockService;
  outputFor(threadId: string, origin: TurnOrigin): ThreadOutput;
  maxConcurrentTurns: number;
  /** Whether a human has the thread (the handoff desk): the turn then takes the graph's `human_mode` route. @default never */
  humanMode?: (threadId: string) => Promise<boolean>;
  /** Seed 003's queue degrade and watchdog. @default none */
  loadProtection?: Partial<LoadProtection>;
  logger: Logger;
  metrics: GatewayMetrics;
  /** Whether the event loop is saturated (fewer turns then run at once). @default Node's event-loop utilization ≥ 0.9 */
  saturated?: () => boolean;
  /** @default Date.now */
  clock?: { now(): number };
}

interface ThreadState {
  origin: TurnOrigin;
  draining: boolean;
  again: boolean;
  controller?: AbortController;
}

/** Whether a stored event answers the shopper: anything said or asked to them, or a handoff. */
function isReply(event: ThreadEvent): boolean {
  if (event.event === 'message:done') return event.data.message.role !== 'user';
  return event.event === 'interrupt:open' || event.event === 'handoff';
}

/**
 * Runs agent turns: one at a time per thread (a lock shared by every process), at most
 * `maxConcurrentTurns` at once per process, let in by a {@link FairTurnQueue} (the shopper who has waited
 * longest first; fewer at once while the event loop is saturated), and every shopper message stored while a turn runs
 * merged into the next turn (seed 003's burst merge). The log's turn cursors say what was taken and
 * what answered, so a turn cut off by a killed process runs again when the thread is next opened.
 */
export class TurnScheduler {
  readonly #threads = new Map<string, ThreadState>();
  readonly #queue: FairTurnQueue;
  readonly #stopLoad: () => void = () => undefined;
  readonly #idle = new Set<() => void>();
  #draining = 0;
  #closed = false;

  constructor(private readonly options: TurnSchedulerOptions) {
    let saturated = options.saturated;
    if (!saturated) {
      const load = eventLoopSaturation();
      saturated = load.saturated;
      this.#stopLoad = load.stop;
    }
    this.#queue = new FairTurnQueue({ permits: options.maxConcurrentTurns, saturated, minRunning: 4 });
  }

  /** Turns running or waiting on this process. */
  get busyThreads(): number {
    return this.#draining;
  }

  /** Makes sure the thread's unanswered messages get a turn; returns at once. */
  kick(threadId: string, origin: TurnOrigin): void {
    const state = this.#threads.get(threadId) ?? { origin, draining: false, again: false };
    state.origin = origin;
    this.#threads.set(threadId, state);
    if (state.draining) {
      state.again = true;
      return;
    }
    state.draining = true;
    this.#draining += 1;
    // Next macrotask: the ack of the message that caused the kick goes out before the turn's first event.
    setImmediate(() => void this.#drive(threadId, state));
  }

  /**
   * Runs `work` holding the thread's lock, so it never overlaps a turn (interrupt replies, cancel).
   * Afterwards, messages that arrived meanwhile get their turn.
   */
  async exclusive<T>(threadId: string, origin: TurnOrigin, work: (context: TurnContext) => Promise<T>): Promise<T> {
    const lease = await acquireThreadLock(this.options.locks, threadId);
    const controller = new AbortController();
    try {
      return await work(this.#context(threadId, origin, controller.signal));
    } finally {
      await lease.release();
      this.kick(threadId, origin);
    }
  }

  /** Aborts the thread's running turn on this process, if any. */
  abort(threadId: string, reason: string): void {
    this.#threads.get(threadId)?.controller?.abort(new Error(reason));
  }

  /** Resolves when no turn runs or waits on this process. */
  async settled(): Promise<void> {
    if (this.busyThreads === 0) return;
    await new Promise<void>((resolve) => this.#idle.add(resolve));
  }

  /** Aborts every running turn and stops starting new ones. */
  close(): void {
    this.#closed = true;
    this.#stopLoad();
    for (const state of this.#threads.values()) state.controller?.abort(new Error('server closing'));
  }

  async #drive(threadId: string, state: ThreadState): Promise<void> {
    try {
      do {
        state.again = false;
        await this.#drain(threadId, state);
      } while (state.again && !this.#closed);
    } catch (error) {
      this.options.logger.error({ err: error, threadId }, 'turn scheduling failed');
    } finally {
      state.draining = false;
      this.#draining -= 1;
      this.#threads.delete(threadId);
      if (this.#draining === 0) {
        for (const resolve of this.#idle) resolve();
        this.#idle.clear();
      }
    }
  }

  async #drain(threadId: string, state: ThreadState): Promise<void> {
    const { log } = this.options;
    const lease = await acquireThreadLock(this.options.locks, threadId);
    try {
      while (!this.#closed) {
        const { messages, since } = await this.#nextBatch(threadId);
        const last = messages.at(-1);
        if (!last) return;
        await log.advanceTurnCursor(threadId, 'taken', last.seq);
        // A turn stopped by shutdown stays unanswered: the next process to open the thread runs it.
        if (await this.#runTurn(threadId, state, messages, since)) await log.advanceTurnCursor(threadId, 'answered', last.seq);
      }
    } finally {
      await lease.release();
    }
  }

  /**
   * The shopper messages the next turn answers: every one after the answered cursor. With the lock held
   * no turn of ours runs, so `answered < taken` means a turn was cut off; if it had already replied
   * (stored a message, prompt or handoff), its messages count as answered rather than being answered twice.
   */
  async #nextBatch(threadId: string): Promise<{ messages: TurnMessage[]; since: number }> {
    const { log, metrics } = this.options;
    const { taken, answered } = await log.turnCursors(threadId);
    const page = await log.read(threadId, answered, LIMITS.maxReplayEvents);
    let after = answered;
    if (answered < taken) {
      const replied = page.events.some((event) => event.data.seq > taken && isReply(event));
      metrics.recoveredTurns.inc({ outcome: replied ? 'already_replied' : 'rerun' });
      if (replied) {
        after = taken;
        await log.advanceTurnCursor(threadId, 'answered', taken);
      }
    }
    const messages: TurnMessage[] = [];
    let since = Number.POSITIVE_INFINITY;
    for (const { event, data } of page.events) {
      if (event !== 'message:done' || data.message.role !== 'user' || data.seq <= after) continue;
      messages.push({ seq: data.seq, text: data.message.text, ...(data.message.context ? { context: data.message.context } : {}) });
      since = Math.min(since, data.message.createdAt);
    }
    return { messages, since: Number.isFinite(since) ? since : (this.options.clock ?? Date).now() };
  }

  /** Runs one turn; false when shutdown cut it off, so its messages still need an answer. */
  async #runTurn(threadId: string, state: ThreadState, messages: TurnMessage[], since: number): Promise<boolean> {
    const { agent, metrics, logger, loadProtection } = this.options;
    const humanMode = (await this.options.humanMode?.(threadId).catch(() => false)) ?? false;
    // A human has the thread and the agent cannot record the message quietly: no turn at all.
    if (humanMode && !agent.routesConditions) {
      metrics.turns.inc({ outcome: 'silent' });
      return true;
    }
    const output = this.options.outputFor(threadId, state.origin);
    const controller = new AbortController();
    state.controller = controller;
    const context = this.#context(threadId, state.origin, controller.signal);
    // A child logger costs its bindings' serialization (and redaction) up front: made only when a line is written.
    let turnLog: Logger | undefined;
    const log = () => (turnLog ??= logger.child({ traceId: context.traceId, threadId }));
    const request: TurnRequest = { ...context, messages };
    // Decided before the queue, with the turns waiting in it counted: a long queue sheds turns through the degrade
    // route instead of growing without bound.
    const admitted = !humanMode && agent.routesConditions ? await loadProtection?.degrade?.admit(request) : undefined;
    const degrade = !humanMode && agent.routesConditions === true && loadProtection?.degrade !== undefined && admitted === undefined;
    // A degraded turn never reaches the model, so it does not wait for a permit behind the turns that do (only for its
    // step of the event loop).
    const queued = !degrade;
    if (queued) {
      // No "queued" or "thinking" in human mode: nothing suggests the assistant is about to answer.
      if (!humanMode && this.#queue.full) output.status('queued');
      await this.#queue.acquire(threadId, since);
    } else await this.#queue.pass();
    admitted?.start();
    const conditions: TurnConditions = { humanMode, degrade };
    const toModel = !humanMode && !degrade;
    // A human-mode turn only records the message: timed, it would pull the turn-latency figures down.
    const stopTimer = humanMode ? () => 0 : metrics.turnSeconds.startTimer();
    if (toModel) output.status('thinking');
    try {
      if (logger.isLevelEnabled('debug')) log().debug({ messages: messages.length, humanMode, degrade }, 'turn started');
      const turnOutput = admitted?.watch(output) ?? output;
      const runTurn = (turn: TurnRequest, into: typeof turnOutput) => agent.runTurn(turn, into);
      const turn = agent.routesConditions ? { ...request, conditions } : request;
      if (toModel && loadProtection?.watchdog) await loadProtection.watchdog.run(turn, turnOutput, runTurn);
      else await runTurn(turn, turnOutput);
      metrics.turns.inc({ outcome: humanMode ? 'silent' : degrade ? 'degraded' : 'ok' });
      return true;
    } catch (error) {
      metrics.turns.inc({ outcome: controller.signal.aborted ? 'aborted' : 'failed' });
      if (!controller.signal.aborted) {
        log().error({ err: error }, 'turn failed');
        metrics.countError('INTERNAL');
        output.error(turnFailed(context.traceId));
      }
      return !(controller.signal.aborted && this.#closed);
    } finally {
      admitted?.end();
      stopTimer();
      if (queued) this.#queue.release(threadId);
      delete state.controller;
      if (!humanMode) output.status('idle');
    }
  }

  #context(threadId: string, origin: TurnOrigin, signal: AbortSignal): TurnContext {
    return {
      threadId,
      siteId: origin.siteId,
      locale: origin.locale,
      ...(origin.customer ? { customer: origin.customer } : {}),
      ...(origin.clientAddress ? { clientAddress: origin.clientAddress } : {}),
      traceId: randomUUID(),
      signal,
    };
  }
}
