import type { HandedOffMode, HandoffReason, Locale } from '@kefu/protocol';

/** Who a thread talks to: the assistant, the queue for a human, or a human agent. */
export type ThreadMode = 'ai' | HandedOffMode;

/** A handed-off thread. A thread without a record is in `ai` mode. */
export interface HandoffRecord {
  threadId: string;
  siteId: string;
  mode: HandedOffMode;
  reason: HandoffReason;
  /** When it entered the queue: waiting time and queue order count from here. */
  queuedAt: number;
  /** When the mode last changed. */
  since: number;
  locale: Locale;
  customer?: { customerId?: string; name?: string };
  agentId?: string;
  agentName?: string;
  /** No agent was online when it was queued: the shopper was offered to leave a message. */
  leftMessage?: boolean;
  /** The last queue position the shopper was told. */
  toldPosition?: number;
}

/** The outcome of {@link HandoffStore.claim}. */
export type ClaimResult =
  /** `fresh` is false when the agent already held it. */
  { status: 'claimed'; record: HandoffRecord; fresh: boolean } | { status: 'taken'; agentName: string } | { status: 'not_queued' };

/** The outcome of {@link HandoffStore.release}. */
export type ReleaseResult = { status: 'released'; record: HandoffRecord } | { status: 'not_holder'; agentName: string } | { status: 'not_found' };

/** An agent's console connection and the sites it serves (every site when absent). */
export interface AgentPresence {
  connectionId: string;
  sites?: readonly string[];
}

/** What a queued thread's record starts with. */
export type NewHandoff = Omit<HandoffRecord, 'mode' | 'since' | 'agentId' | 'agentName'>;

/** One-time marks on a handed-off thread, forgotten when it goes back to the assistant. */
export type HandoffFlag = 'acknowledged' | 'first_reply';

/**
 * Thread modes and the queue, shared by every server process. `claim` and `takeBack` are atomic: of several
 * agents claiming one thread at once, or processes taking it back, on any processes, exactly one succeeds.
 */
export interface HandoffStore {
  /** The thread's record; undefined means the assistant has it. */
  get(threadId: string): Promise<HandoffRecord | undefined>;
  /** Queues a thread; false (and nothing changes) when it is already queued or held. */
  enqueue(handoff: NewHandoff): Promise<boolean>;
  /** Gives a queued thread to an agent (again to the same agent is fine). */
  claim(threadId: string, agent: { agentId: string; name: string }, now: number): Promise<ClaimResult>;
  /** Back to the assistant: by the holder, or by any agent while still queued. */
  release(threadId: string, agentId: string): Promise<ReleaseResult>;
  /** Sets the bookkeeping flags of a record that still exists. */
  mark(threadId: string, flags: Pick<HandoffRecord, 'leftMessage' | 'toldPosition'>): Promise<void>;
  /** Every handed-off thread: queued ones by waiting time, then held ones. */
  list(): Promise<HandoffRecord[]>;
  /** Records an agent's connection as online until `expiresAt` (renewed by heartbeats). */
  agentOnline(presence: AgentPresence, expiresAt: number): Promise<void>;
  /** Removes an agent's connection. */
  agentOffline(connectionId: string): Promise<void>;
  /** How many agent connections are online at `now`; with `siteId`, only those serving that site. */
  onlineAgents(now: number, siteId?: string): Promise<number>;
  /** Keeps `agentId` present until at least `until` (a heartbeat, or the grace after their last console closed). */
  agentSeen(agentId: string, until: number): Promise<void>;
  /** Until when `agentId` counts as present; undefined when they were never seen. */
  agentLease(agentId: string): Promise<number | undefined>;
  /**
   * Takes a thread from `agentId`, its holder: back to the queue (keeping its place by `queuedAt`), or to
   * the assistant (the record goes). Resolves with the record as it is afterwards (as it was, for the
   * assistant); undefined when the thread is gone or held by someone else, so none can undo what another did.
   */
  takeBack(threadId: string, agentId: string, now: number, to: 'queue' | 'assistant'): Promise<HandoffRecord | undefined>;
  /** Sets the reason of a thread that is still handed off. */
  setReason(threadId: string, reason: HandoffReason): Promise<void>;
  /** Sets `flag` on a handed-off thread; true only for the first caller. */
  flagOnce(threadId: string, flag: HandoffFlag): Promise<boolean>;
}
