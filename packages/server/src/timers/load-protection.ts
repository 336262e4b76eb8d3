import type { AgentDependencies } from '../ports/agent.js';
import { isWorkflowWaiting } from '../workflows/index.js';
import { createQueueDegrade, type QueueDegrade } from './queue-degrade.js';
import { systemScheduler, type Scheduler } from './scheduler.js';
import { createWatchdog, type Watchdog } from './watchdog.js';

/** Seed 003's load protection, as the turn scheduler applies it. */
export interface LoadProtection {
  /** Decides before the model whether a turn is degraded; the graph's `degrade` route then answers it. */
  degrade: QueueDegrade;
  /** From the moment a turn reaches the agent: no reply within the deadline → handoff. */
  watchdog: Watchdog;
}

/**
 * Seed 003's load protection from config, in its order: queue degrade first (before the model, no watchdog), then
 * the watchdog from the moment the turn reaches the agent. A message to a waiting workflow is never degraded:
 * answering a prompt does not need the model, and neither is a turn nobody could take over.
 */
export function createLoadProtection(
  dependencies: Pick<AgentDependencies, 'config' | 'clock' | 'logger' | 'checkpointer' | 'humansOnline'>,
  scheduler: Scheduler = systemScheduler,
): LoadProtection {
  const { config, clock, logger, checkpointer, humansOnline } = dependencies;
  return {
    watchdog: createWatchdog({ scheduler, watchdogSeconds: config.watchdogSeconds, logger }),
    degrade: createQueueDegrade({
      clock,
      thresholdSeconds: config.queueDegradeSeconds,
      logger,
      bypass: (request) => isWorkflowWaiting(checkpointer, request.threadId),
      humansOnline: (request) => humansOnline?.(request.siteId) ?? Promise.resolve(false),
    }),
  };
}
