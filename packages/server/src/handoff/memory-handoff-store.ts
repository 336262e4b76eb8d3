import type { HandoffReason } from '@kefu/protocol';
import type { AgentPresence, ClaimResult, HandoffFlag, HandoffRecord, HandoffStore, NewHandoff, ReleaseResult } from '../ports/handoff-store.js';
import { serves } from './agent-scope.js';
import { byQueueOrder } from './queue-order.js';

/** Thread modes and the queue in this process's memory (the embedded default). */
export class MemoryHandoffStore implements HandoffStore {
  readonly #records = new Map<string, HandoffRecord>();
  readonly #flags = new Map<string, Set<HandoffFlag>>();
  readonly #online = new Map<string, { expiresAt: number; sites?: readonly string[] }>();
  readonly #leases = new Map<string, number>();

  async get(threadId: string): Promise<HandoffRecord | undefined> {
    const record = this.#records.get(threadId);
    return record && { ...record };
  }

  async enqueue(handoff: NewHandoff): Promise<boolean> {
    if (this.#records.has(handoff.threadId)) return false;
    this.#records.set(handoff.threadId, { ...handoff, mode: 'queued', since: handoff.queuedAt });
    return true;
  }

  async claim(threadId: string, agent: { agentId: string; name: string }, now: number): Promise<ClaimResult> {
    const record = this.#records.get(threadId);
    if (!record) return { status: 'not_queued' };
    if (record.mode === 'human') {
      return record.agentId === agent.agentId
        ? { status: 'claimed', record: { ...record }, fresh: false }
        : { status: 'taken', agentName: record.agentName ?? '' };
    }
    Object.assign(record, { mode: 'human', agentId: agent.agentId, agentName: agent.name, since: now });
    return { status: 'claimed', record: { ...record }, fresh: true };
  }

  async release(threadId: string, agentId: string): Promise<ReleaseResult> {
    const record = this.#records.get(threadId);
    if (!record) return { status: 'not_found' };
    if (record.mode === 'human' && record.agentId !== agentId) return { status: 'not_holder', agentName: record.agentName ?? '' };
    this.#records.delete(threadId);
    this.#flags.delete(threadId);
    return { status: 'released', record };
  }

  async takeBack(threadId: string, agentId: string, now: number, to: 'queue' | 'assistant'): Promise<HandoffRecord | undefined> {
    const record = this.#records.get(threadId);
    if (record?.mode !== 'human' || record.agentId !== agentId) return undefined;
    if (to === 'assistant') {
      this.#records.delete(threadId);
      this.#flags.delete(threadId);
      return record;
    }
    const queued: HandoffRecord = { ...record, mode: 'queued', since: now };
    delete queued.agentId;
    delete queued.agentName;
    delete queued.toldPosition;
    this.#records.set(threadId, queued);
    return { ...queued };
  }

  async setReason(threadId: string, reason: HandoffReason): Promise<void> {
    const record = this.#records.get(threadId);
    if (record) record.reason = reason;
  }

  async flagOnce(threadId: string, flag: HandoffFlag): Promise<boolean> {
    if (!this.#records.has(threadId)) return false;
    const flags = this.#flags.get(threadId) ?? new Set<HandoffFlag>();
    if (flags.has(flag)) return false;
    this.#flags.set(threadId, flags.add(flag));
    return true;
  }

  async mark(threadId: string, flags: Pick<HandoffRecord, 'leftMessage' | 'toldPosition'>): Promise<void> {
    const record = this.#records.get(threadId);
    if (record) Object.assign(record, flags);
  }

  async list(): Promise<HandoffRecord[]> {
    return [...this.#records.values()].map((record) => ({ ...record })).sort(byQueueOrder);
  }

  async agentOnline({ connectionId, sites }: AgentPresence, expiresAt: number): Promise<void> {
    this.#online.set(connectionId, { expiresAt, ...(sites ? { sites: [...sites] } : {}) });
  }

  async agentOffline(connectionId: string): Promise<void> {
    this.#online.delete(connectionId);
  }

  async agentSeen(agentId: string, until: number): Promise<void> {
    this.#leases.set(agentId, Math.max(this.#leases.get(agentId) ?? until, until));
  }

  async agentLease(agentId: string): Promise<number | undefined> {
    return this.#leases.get(agentId);
  }

  async onlineAgents(now: number, siteId?: string): Promise<number> {
    for (const [id, { expiresAt }] of this.#online) if (expiresAt <= now) this.#online.delete(id);
    if (siteId === undefined) return this.#online.size;
    return [...this.#online.values()].filter(({ sites }) => serves(sites, siteId)).length;
  }
}
