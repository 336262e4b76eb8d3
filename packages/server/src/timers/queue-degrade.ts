import type { Logger } from '../logger.js';
import type { AgentOutput, TurnRequest } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import { QueueLoadTracker } from './queue-load-tracker.js';

/** Options of {@link createQueueDegrade}. */
export interface QueueDegradeOptions {
  clock: Clock;
  /** KEFU_QUEUE_DEGRADE_SECONDS. @default 120 */
  thresholdSeconds?: number;
  /** @default a tracker with seed 003's defaults */
  tracker?: QueueLoadTracker;
  logger?: Logger;
  /**
   * Whether a person is online to take the conversation over. When nobody is, the turn goes to the model
   * however long it waits: handed to nobody, the shopper would get no answer at all. @default always
   */
  humansOnline?: (request: TurnRequest) => Promise<boolean>;
  /** Turns that never reach the model (e.g. a workflow answer) are never degraded. */
  bypass?: (request: TurnRequest) => boolean | Promise<boolean>;
}

/**
 * A turn let through to the model: queued until `start()` (it has its permit), active from then until `end()`, its
 * duration from `start()` a sample when it delivered a reply.
 */
export interface QueueAdmission {
  /** The turn has its permit and runs: counted as active, and its duration measured, from now. */
  start(): void;
  /** The turn's output, watched for a reply that was not the watchdog's handoff (seed 003: record_success_duration). */
  watch(output: AgentOutput): AgentOutput;
  end(): void;
}

/** Seed 003's queue degrade as a decision: the turn scheduler asks it, the agent graph routes on the answer. */
export interface QueueDegrade {
  readonly tracker: QueueLoadTracker;
  /**
   * Whether the turn goes to the model: an admission (counted as queued from now on, active once started), or
   * undefined when the estimated wait, (active + queued + 1) × effective duration, is over the threshold and the turn
   * gets the notice instead. Asked before the turn queues for a permit, so a long queue sheds load here.
   */
  admit(request: TurnRequest): Promise<QueueAdmission | undefined>;
}

/** Builds the queue-degrade decision over a load tracker. */
export function createQueueDegrade(options: QueueDegradeOptions): QueueDegrade {
  const tracker = options.tracker ?? new QueueLoadTracker();
  const threshold = options.thresholdSeconds ?? 120;
  // Counted (as queued) in the same tick as the estimate that let it in, so a burst of turns cannot all slip past it.
  const admission = (): QueueAdmission => {
    const leaveQueue = tracker.wait();
    let leaveModel: (() => void) | undefined;
    let started = 0;
    let delivered = false;
    let handedOff = false;
    return {
      start() {
        if (leaveModel) return;
        leaveQueue();
        leaveModel = tracker.begin();
        // The sample is the turn's own duration: the wait for a permit is what the estimate multiplies it by.
        started = options.clock.now();
      },
      watch: (output) => ({
        delta: (messageId, text) => output.delta(messageId, text),
        status: (state, detail) => output.status(state, detail),
        emit(draft) {
          if (draft.event === 'handoff' && draft.reason === 'watchdog_timeout') handedOff = true;
          else delivered = true;
          return output.emit(draft);
        },
      }),
      end() {
        if (leaveModel && delivered && !handedOff) tracker.record((options.clock.now() - started) / 1000);
        leaveQueue();
        leaveModel?.();
      },
    };
  };
  return {
    tracker,
    async admit(request) {
      if (!tracker.shouldDegrade(threshold)) return admission();
      if (options.bypass && (await options.bypass(request))) return admission();
      if (options.humansOnline && !(await options.humansOnline(request))) return admission();
      options.logger?.warn(
        {
          threadId: request.threadId,
          traceId: request.traceId,
          estimatedWait: tracker.estimatedWaitSeconds(),
          active: tracker.active,
          queued: tracker.queued,
          effective: tracker.effectiveDurationSeconds(),
        },
        'queue degrade: notice sent instead of the model',
      );
      return undefined;
    },
  };
}
