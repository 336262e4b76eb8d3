import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ErrorCode } from '@kefu/protocol';

/** The gateway's Prometheus metrics, in a registry of their own (one per server instance). */
export interface GatewayMetrics {
  registry: Registry;
  sockets: Gauge;
  turns: Counter<'outcome'>;
  turnSeconds: Histogram;
  /** Turns a killed or stopped process had cut off, found when the thread was next drained. */
  recoveredTurns: Counter<'outcome'>;
  errors: Counter<'code'>;
  rateLimited: Counter;
  storedEvents: Counter<'event'>;
  /** Shopper ratings stored, by rating (1–5). */
  feedback: Counter<'rating'>;
  /** Counts a typed error sent to a client. */
  countError(code: ErrorCode): void;
}

/** Creates the metrics; `defaults` adds Node's process metrics. */
export function createGatewayMetrics(defaults = true): GatewayMetrics {
  const registry = new Registry();
  if (defaults) collectDefaultMetrics({ register: registry, prefix: 'kefu_' });
  const errors = new Counter({ name: 'kefu_errors_total', help: 'Typed errors sent to clients, by code', labelNames: ['code'], registers: [registry] });
  return {
    registry,
    sockets: new Gauge({ name: 'kefu_sockets', help: 'Connected shopper sockets', registers: [registry] }),
    turns: new Counter({ name: 'kefu_turns_total', help: 'Agent turns run, by outcome', labelNames: ['outcome'], registers: [registry] }),
    turnSeconds: new Histogram({
      name: 'kefu_turn_duration_seconds',
      help: 'Time from a turn starting to the agent finishing it',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 80, 160],
      registers: [registry],
    }),
    recoveredTurns: new Counter({
      name: 'kefu_recovered_turns_total',
      help: 'Turns cut off by a killed or stopped process: rerun, or already replied before the cut',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    errors,
    rateLimited: new Counter({
      name: 'kefu_rate_limited_total',
      help: 'Events and connections refused by a limit (KEFU_RATE_LIMIT_PER_MINUTE and the KEFU_LIMIT_* table)',
      registers: [registry],
    }),
    storedEvents: new Counter({ name: 'kefu_stored_events_total', help: 'Thread events stored, by event', labelNames: ['event'], registers: [registry] }),
    feedback: new Counter({ name: 'kefu_feedback_total', help: 'Shopper ratings stored, by rating (1-5)', labelNames: ['rating'], registers: [registry] }),
    countError: (code) => errors.inc({ code }),
  };
}
