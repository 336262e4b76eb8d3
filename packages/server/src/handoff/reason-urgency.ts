import type { HandoffReason } from '@kefu/protocol';
import { soundsAngry } from '../adapters/rules/index.js';

// Lower is more urgent: an upset customer comes before one who simply asked, whatever the graph decided first.
const URGENCY: Readonly<Record<HandoffReason, number>> = {
  angry: 0,
  repeated_failure: 1,
  requested: 2,
  ai_failed: 3,
  watchdog_timeout: 4,
  queue_degrade: 5,
  low_confidence: 6,
  knowledge_miss: 7,
  // Nobody asked: the agent chose to step in, so it waits behind anyone who did.
  agent_initiated: 8,
};

/** The most urgent of the given reasons. */
export function mostUrgentReason(first: HandoffReason, ...rest: HandoffReason[]): HandoffReason {
  return rest.reduce((best, reason) => (URGENCY[reason] < URGENCY[best] ? reason : best), first);
}

/** The reason an agent should see: `angry` when any of the shopper's `words` sound angry, else `reason`. */
export function urgentReason(reason: HandoffReason, words: readonly string[]): HandoffReason {
  return words.some((text) => soundsAngry(text)) ? mostUrgentReason(reason, 'angry') : reason;
}
