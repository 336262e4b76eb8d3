import { randomUUID } from 'node:crypto';
import type { HandoffReason } from '@kefu/protocol';
import type { Logger } from '../logger.js';
import type { AgentEventDraft, AgentOutput, TurnContext } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import type { CommerceBackend } from '../ports/commerce-backend.js';
import type { ConfirmedWrite, ConfirmedWriteStore } from '../ports/confirmed-write-store.js';
import type { ConversationGateway } from '../ports/gateway.js';
import type { LockService } from '../ports/lock.js';
import type { Scheduler } from '../timers/scheduler.js';
import { acquireThreadLock } from '../turns/thread-lock.js';
import { completeConfirmedWrite } from './complete-confirmed-write.js';

/** Options of {@link startConfirmedWriteRecovery}. */
export interface ConfirmedWriteRecoveryOptions {
  store: ConfirmedWriteStore;
  commerce: CommerceBackend;
  gateway: ConversationGateway;
  locks: LockService;
  /**
   * Ends the thread's workflow (the agent's `forgetWorkflow`): a completed write's confirmation must not stay open
   * on the conversation thread. @default nothing (an agent that keeps no workflow state)
   */
  forgetWorkflow?: (threadId: string) => Promise<void>;
  clock: Clock;
  scheduler: Scheduler;
  logger: Logger;
  /** Queues the thread for a human as the agent's handoffs do (the handoff desk). @default the bare `handoff` event */
  handOff?: (context: TurnContext, reason: HandoffReason, emit: (draft: AgentEventDraft) => Promise<number>) => Promise<number>;
  /** How often records due for recovery are looked for. @default 2000 */
  intervalMs?: number;
  /** How long recovery waits for a thread's lock before trying again at the next poll. @default 10000 */
  lockWaitMs?: number;
}

/** A running recovery. */
export interface ConfirmedWriteRecovery {
  /** Resolves when the first pass (everything left by processes that died) is done. */
  ready: Promise<number>;
  /** Completes what is due now; resolves with how many records it completed. */
  tick(): Promise<number>;
  stop(): void;
}

const BATCH = 50;

/**
 * Completes approved writes whose process died before their receipt reached the shopper: at start every record
 * (a killed process leaves its thread's lock to expire, so the wait is at most the lock's TTL), then every
 * `intervalMs` the records past their grace or retry time (a peer process died, or a retry is due). Each is
 * completed under the thread's lock, which every turn, reply and expiry holds too, so it runs exactly once: the
 * record is read again with the lock held, and is gone if its own process finished it meanwhile.
 */
export function startConfirmedWriteRecovery(options: ConfirmedWriteRecoveryOptions): ConfirmedWriteRecovery {
  const { store, gateway, clock, logger } = options;
  const intervalMs = options.intervalMs ?? 2_000;
  let running = true;
  let cancelNext: (() => void) | undefined;
  let ticking: Promise<number> | undefined;

  const outputFor = (write: ConfirmedWrite): AgentOutput => {
    const emit = (draft: AgentEventDraft) => gateway.emitToThread(write.threadId, draft);
    const context: TurnContext = {
      threadId: write.threadId,
      siteId: write.siteId,
      locale: write.locale,
      customer: { customerId: write.request.customerId },
      traceId: randomUUID(),
      signal: new AbortController().signal,
    };
    return {
      delta() {},
      status() {},
      // The desk writes its own handoff event: a request written up for the human travels on it.
      emit: (draft) =>
        draft.event === 'handoff' && options.handOff
          ? options.handOff(context, draft.reason, (next) => emit(next.event === 'handoff' && draft.request ? { ...next, request: draft.request } : next))
          : emit(draft),
    };
  };

  async function recover(found: ConfirmedWrite, all: boolean): Promise<boolean> {
    let lease;
    try {
      lease = await acquireThreadLock(options.locks, found.threadId, AbortSignal.timeout(options.lockWaitMs ?? 10_000));
    } catch {
      logger.info({ threadId: found.threadId }, 'confirmed write: thread busy, tried again at the next poll');
      return false;
    }
    try {
      const write = await store.get(found.threadId);
      if (!write || write.interruptId !== found.interruptId || (!all && write.retryAt > clock.now())) return false;
      // The record replaces the workflow's state: nothing re-runs the write from a checkpoint after this.
      await options.forgetWorkflow?.(write.threadId);
      return (await completeConfirmedWrite(write, outputFor(write), options)) === 'completed';
    } finally {
      await lease.release();
    }
  }

  async function pass(all: boolean): Promise<number> {
    const due = await store.due(all ? Number.MAX_SAFE_INTEGER : clock.now(), BATCH);
    let completed = 0;
    for (const write of due) {
      if (!running) break;
      try {
        if (await recover(write, all)) completed += 1;
      } catch (error) {
        logger.error({ err: error, threadId: write.threadId }, 'confirmed write recovery failed; tried again at the next poll');
      }
    }
    return completed;
  }

  const tick = (all = false) => {
    ticking ??= pass(all).finally(() => {
      ticking = undefined;
    });
    return ticking;
  };

  const loop = (all: boolean): Promise<number> =>
    tick(all)
      .catch((error: unknown) => {
        logger.error({ err: error }, 'confirmed write poll failed');
        return 0;
      })
      .finally(() => {
        if (running) cancelNext = options.scheduler.after(intervalMs, () => void loop(false));
      });

  return {
    ready: loop(true),
    tick: () => tick(false),
    stop() {
      running = false;
      cancelNext?.();
    },
  };
}
