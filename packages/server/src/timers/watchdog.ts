import type { Locale } from '@kefu/protocol';
import type { Logger } from '../logger.js';
import type { AgentOutput, TurnRequest } from '../ports/agent.js';
import type { Scheduler } from './scheduler.js';

/** Options of {@link createWatchdog}. */
export interface WatchdogOptions {
  scheduler: Scheduler;
  /** KEFU_WATCHDOG_SECONDS. @default 150 */
  watchdogSeconds?: number;
  logger?: Logger;
  /** What the shopper reads when the turn is handed to a human. */
  notice?: (locale: Locale) => string;
}

/** Why a watched turn's signal was aborted. */
export class WatchdogTimeout extends Error {
  override name = 'WatchdogTimeout';
}

const defaultNotice = (locale: Locale) =>
  locale === 'en'
    ? 'Sorry for the wait. I have passed your question to a human agent, who will reply here shortly.'
    : '抱歉让您久等了，已为您转接人工客服，请稍候，客服会在这里回复您。';

/** Seed 003's watchdog over the turns the scheduler runs. */
export interface Watchdog {
  /**
   * Runs `turn` under the deadline: no stored reply within it → the turn's signal is aborted, the thread is handed
   * off with a notice, and whatever the turn still writes is dropped. Resolves at the reply or the handoff.
   */
  run(request: TurnRequest, output: AgentOutput, turn: (request: TurnRequest, output: AgentOutput) => Promise<void>): Promise<void>;
  /** Threads with a turn under watch right now. */
  watchedThreads(): number;
}

/**
 * Seed 003's watchdog v2: T0 when the turn reaches the agent (after queueing and the thread lock), no stored
 * reply within the deadline → hand off with a notice, never a second model call. An epoch per thread keeps an
 * old timer from touching a newer turn, and whatever the late model still writes after the handoff is dropped.
 * It is the scheduler's, not a node of the graph: a node runs only when the graph reaches it, and the watchdog
 * must act while a node (a model call) is stuck.
 */
export function createWatchdog(options: WatchdogOptions): Watchdog {
  const deadlineMs = (options.watchdogSeconds ?? 150) * 1000;
  const notice = options.notice ?? defaultNotice;
  // Epochs count up across threads, so a thread's entry can go when its turn ends: a later turn never reuses a number.
  let lastEpoch = 0;
  const epochs = new Map<string, number>();

  return {
    watchedThreads: () => epochs.size,
    async run(request, output, runTurn) {
      const { threadId } = request;
      const epoch = ++lastEpoch;
      epochs.set(threadId, epoch);
      const abort = new AbortController();
      // One listener, removed when the turn ends: cheaper than AbortSignal.any per turn (a hot spot under load).
      const forward = () => abort.abort(request.signal.reason);
      if (request.signal.aborted) forward();
      else request.signal.addEventListener('abort', forward, { once: true });
      let delivered = false;
      let escalated = false;
      let escalation: Promise<void> | undefined;
      let settleEscalation: () => void = () => undefined;
      const escalated$ = new Promise<void>((resolve) => (settleEscalation = resolve));

      const cancelTimer = options.scheduler.after(deadlineMs, () => {
        if (delivered || escalated || epochs.get(threadId) !== epoch) return;
        escalated = true;
        options.logger?.warn({ threadId, traceId: request.traceId, epoch }, 'watchdog: no reply in time, handing off');
        abort.abort(new WatchdogTimeout(`no reply within ${deadlineMs} ms`));
        escalation = (async () => {
          await output.emit({ event: 'handoff', state: 'queued', reason: 'watchdog_timeout' });
          await output.emit({ event: 'message:done', message: { role: 'assistant', text: notice(request.locale) } });
        })();
        void escalation.catch((error: unknown) => options.logger?.error({ err: error, threadId }, 'watchdog handoff failed')).finally(settleEscalation);
      });

      const guarded: AgentOutput = {
        delta(messageId, text) {
          if (!escalated) output.delta(messageId, text);
        },
        status(state, detail) {
          if (!escalated) output.status(state, detail);
        },
        async emit(draft) {
          if (escalated) {
            options.logger?.info({ threadId, traceId: request.traceId, event: draft.event }, 'watchdog: late reply dropped');
            return 0;
          }
          delivered = true;
          cancelTimer();
          return output.emit(draft);
        },
      };

      const turn = runTurn({ ...request, signal: abort.signal }, guarded);
      // After a handoff the turn may still be running (or never end): its outcome no longer matters.
      turn.catch((error: unknown) => {
        if (escalated) options.logger?.info({ err: error, threadId }, 'watchdog: abandoned turn ended with an error');
      });
      try {
        await Promise.race([turn, escalated$]);
      } finally {
        cancelTimer();
        request.signal.removeEventListener('abort', forward);
        if (epochs.get(threadId) === epoch) epochs.delete(threadId);
      }
    },
  };
}
