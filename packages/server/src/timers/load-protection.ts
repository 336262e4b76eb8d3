import type { Agent, AgentDependencies } from '../ports/agent.js';
import { isWorkflowWaiting } from '../workflows/index.js';
import { withQueueDegrade } from './queue-degrade.js';
import { systemScheduler, type Scheduler } from './scheduler.js';
import { withWatchdog } from './watchdog.js';

/**
 * Wraps an agent in seed 003's load protection, in its order: queue degrade first (before the model, no
 * watchdog), then the watchdog from the moment the turn reaches the agent. A message to a waiting workflow is
 * never degraded: answering a prompt does not need the model, and neither is a turn nobody could take over.
 */
export function protectAgent<A extends Agent>(
  agent: A,
  dependencies: Pick<AgentDependencies, 'config' | 'clock' | 'logger' | 'checkpointer' | 'humansOnline'>,
  scheduler: Scheduler = systemScheduler,
): A {
  const { config, clock, logger, checkpointer, humansOnline } = dependencies;
  return withQueueDegrade(withWatchdog(agent, { scheduler, watchdogSeconds: config.watchdogSeconds, logger }), {
    clock,
    thresholdSeconds: config.queueDegradeSeconds,
    logger,
    bypass: (request) => isWorkflowWaiting(checkpointer, request.threadId),
    humansOnline: (request) => humansOnline?.(request.siteId) ?? Promise.resolve(false),
  });
}
