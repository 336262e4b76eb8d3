import { Counter, Gauge, type Registry } from 'prom-client';
import type { Clock } from '../ports/clock.js';
import type { HandoffStore } from '../ports/handoff-store.js';

/** The handoff desk's Prometheus metrics. */
export interface HandoffMetrics {
  handoffs: Counter<'reason'>;
  claims: Counter;
  releases: Counter;
  /** Held threads taken back because their agent left: `requeued` or back to the `assistant`. */
  agentLeft: Counter<'outcome'>;
}

/** Registers the handoff metrics; queue length and agents online are read from the store at scrape time. */
export function createHandoffMetrics(registry: Registry, store: HandoffStore, clock: Clock): HandoffMetrics {
  new Gauge({
    name: 'kefu_handoff_threads',
    help: 'Handed-off threads, by mode (queued waits for an agent, human is held by one)',
    labelNames: ['mode'],
    registers: [registry],
    async collect() {
      const records = await store.list();
      this.set({ mode: 'queued' }, records.filter((record) => record.mode === 'queued').length);
      this.set({ mode: 'human' }, records.filter((record) => record.mode === 'human').length);
    },
  });
  new Gauge({
    name: 'kefu_agents_online',
    help: 'Agent console connections online, across processes',
    registers: [registry],
    async collect() {
      this.set(await store.onlineAgents(clock.now()));
    },
  });
  return {
    handoffs: new Counter({
      name: 'kefu_handoffs_total',
      help: 'Threads handed off to the human queue, by reason',
      labelNames: ['reason'],
      registers: [registry],
    }),
    claims: new Counter({ name: 'kefu_handoff_claims_total', help: 'Threads an agent claimed', registers: [registry] }),
    releases: new Counter({ name: 'kefu_handoff_releases_total', help: 'Threads released back to the assistant', registers: [registry] }),
    agentLeft: new Counter({
      name: 'kefu_handoff_agent_left_total',
      help: 'Held threads taken back because their agent left (console gone past the presence TTL), by where they went',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}
