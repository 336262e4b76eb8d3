import type { Agent, AgentDependencies } from '../ports/agent.js';
import { withQueueDegrade } from './queue-degrade.js';
import { systemScheduler, type Scheduler } from './scheduler.js';
import { withWatchdog } from './watchdog.js';

/**
 * Wraps an agent in seed 003's load protection, in its order: queue degrade first (before the model, no
 * watchdog), then the watchdog from the moment the turn reaches the agent.
 */
export function protectAgent<A extends Agent>(agent: A, dependencies: Pick<AgentDependencies, 'config' | 'clock' | 'logger'>, scheduler: Scheduler = systemScheduler): A {
  const { config, clock, logger } = dependencies;
  return withQueueDegrade(withWatchdog(agent, { scheduler, watchdogSeconds: config.watchdogSeconds, logger }), {
    clock,
    thresholdSeconds: config.queueDegradeSeconds,
    logger,
  });
}
