import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { ModelGateway, ModelGatewayObserver } from '../agent/model/model-gateway.js';

/** The model gateway's Prometheus metrics: calls by caller and outcome, their duration, retries by cause; the breaker via {@link modelBreakerGauge}. */
export function createModelGatewayMetrics(registry: Registry): ModelGatewayObserver {
  const calls = new Counter({
    name: 'kefu_model_gateway_calls_total',
    help: 'Model calls through the gateway, by caller (coordinator, react_agent, knowledge_answer) and outcome (ok, timeout, transport, rate_limited, circuit_open, failed, junk, aborted)',
    labelNames: ['label', 'outcome'],
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'kefu_model_gateway_duration_seconds',
    help: 'Time a model call took through the gateway, retries and their waits included, by caller',
    labelNames: ['label'],
    buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    registers: [registry],
  });
  const retries = new Counter({
    name: 'kefu_model_gateway_retries_total',
    help: 'Model call retries, by caller and cause (rate_limited: a 429; transport: 5xx or a dropped connection)',
    labelNames: ['label', 'cause'],
    registers: [registry],
  });
  return {
    called: (label, outcome, took) => {
      calls.inc({ label, outcome });
      // A call refused by the open breaker took no time: it would only drag the distribution down.
      if (outcome !== 'circuit_open') seconds.observe({ label }, took);
    },
    retried: (label, cause) => retries.inc({ label, cause }),
  };
}

/** A gauge that reads the gateway's circuit breaker: 1 for its current state, 0 for the others. */
export function modelBreakerGauge(registry: Registry, gateway: ModelGateway): Gauge<'state'> {
  return new Gauge({
    name: 'kefu_model_breaker_state',
    help: 'The model circuit breaker: closed (calls go out), open (the rules path answers), half_open (one trial call)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const now = gateway.state();
      for (const state of ['closed', 'open', 'half_open'] as const) this.set({ state }, state === now ? 1 : 0);
    },
  });
}
