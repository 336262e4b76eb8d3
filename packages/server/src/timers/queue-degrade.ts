import type { Locale } from '@kefu/protocol';
import type { Logger } from '../logger.js';
import type { Agent, AgentOutput, InterruptReplyRequest, TurnContext, TurnRequest } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import { QueueLoadTracker } from './queue-load-tracker.js';

/** Options of {@link withQueueDegrade}. */
export interface QueueDegradeOptions {
  clock: Clock;
  /** KEFU_QUEUE_DEGRADE_SECONDS. @default 120 */
  thresholdSeconds?: number;
  /** @default a tracker with seed 003's defaults */
  tracker?: QueueLoadTracker;
  logger?: Logger;
  /** What the shopper reads instead of a model answer. */
  notice?: (locale: Locale) => string;
  /** Also queue the conversation for a human (seed 003's queue_degrade assist). @default true */
  handoff?: boolean;
  /**
   * Whether a person is online to take the conversation over. When nobody is, the turn goes to the model
   * however long it waits: handed to nobody, the shopper would get no answer at all. @default always
   */
  humansOnline?: (request: TurnRequest) => Promise<boolean>;
  /** Turns that never reach the model (e.g. a workflow answer) skip the check. */
  bypass?: (request: TurnRequest) => boolean | Promise<boolean>;
}

const defaultNotice = (locale: Locale) =>
  locale === 'en'
    ? 'We are very busy right now. Your message has been passed to a human agent, who will reply here as soon as possible.'
    : '当前咨询人数较多，您的消息已转给人工客服，请稍候，客服会尽快在这里回复您。';

/**
 * Seed 003's queue degrade: before a turn reaches the model, estimate its wait as (active + 1) × effective
 * duration; above the threshold, send the notice (and queue for a human) instead of calling the model.
 */
export function withQueueDegrade<A extends Agent>(agent: A, options: QueueDegradeOptions): A & { tracker: QueueLoadTracker } {
  const tracker = options.tracker ?? new QueueLoadTracker();
  const threshold = options.thresholdSeconds ?? 120;
  const notice = options.notice ?? defaultNotice;

  return {
    ...agent,
    tracker,
    async runTurn(request: TurnRequest, output: AgentOutput) {
      if (options.bypass && (await options.bypass(request))) return agent.runTurn(request, output);
      if (tracker.shouldDegrade(threshold) && (!options.humansOnline || (await options.humansOnline(request)))) {
        options.logger?.warn(
          {
            threadId: request.threadId,
            traceId: request.traceId,
            estimatedWait: tracker.estimatedWaitSeconds(),
            active: tracker.active,
            effective: tracker.effectiveDurationSeconds(),
          },
          'queue degrade: notice sent instead of the model',
        );
        if (options.handoff ?? true) await output.emit({ event: 'handoff', state: 'queued', reason: 'queue_degrade' });
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: notice(request.locale) } });
        return;
      }
      const end = tracker.begin();
      const started = options.clock.now();
      let delivered = false;
      let handedOff = false;
      const counting: AgentOutput = {
        delta: (messageId, text) => output.delta(messageId, text),
        status: (state, detail) => output.status(state, detail),
        emit(draft) {
          if (draft.event === 'handoff' && draft.reason === 'watchdog_timeout') handedOff = true;
          else delivered = true;
          return output.emit(draft);
        },
      };
      try {
        await agent.runTurn(request, counting);
        // Only turns that delivered a reply count (seed 003: record_success_duration after a successful send).
        if (delivered && !handedOff) tracker.record((options.clock.now() - started) / 1000);
      } finally {
        end();
      }
    },
    replyToInterrupt: (request: InterruptReplyRequest, output: AgentOutput) => agent.replyToInterrupt(request, output),
    cancel: (context: TurnContext, reason: 'cancelled' | 'expired', output: AgentOutput) => agent.cancel(context, reason, output),
  };
}
