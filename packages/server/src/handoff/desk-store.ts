import type { HandoffReason } from '@kefu/protocol';
import type { HandoffRecord, HandoffStore } from '../ports/handoff-store.js';

/** One-time marks on a handed-off thread, forgotten when it goes back to the assistant. */
export type HandoffFlag = 'acknowledged';

/**
 * What the handoff desk needs beyond {@link HandoffStore}: how long each agent still counts as holding
 * its threads, taking a held thread back from an agent who left, raising a thread's reason, and marks
 * that must be set exactly once across processes.
 */
export interface DeskStore extends HandoffStore {
  /** Keeps `agentId` present until at least `until` (a heartbeat, or the grace after their last console closed). */
  agentSeen(agentId: string, until: number): Promise<void>;
  /** Until when `agentId` counts as present; undefined when they were never seen. */
  agentLease(agentId: string): Promise<number | undefined>;
  /**
   * Takes a thread from `agentId`, its holder: back to the queue (keeping its place by `queuedAt`), or to
   * the assistant (the record goes). Resolves with the record as it is afterwards (as it was, for the
   * assistant); undefined when the thread is gone or held by someone else, so of several processes doing
   * this at once exactly one succeeds, and none can undo what another did.
   */
  takeBack(threadId: string, agentId: string, now: number, to: 'queue' | 'assistant'): Promise<HandoffRecord | undefined>;
  /** Sets the reason of a thread that is still handed off. */
  setReason(threadId: string, reason: HandoffReason): Promise<void>;
  /** Sets `flag` on a handed-off thread; true only for the first caller. */
  flagOnce(threadId: string, flag: HandoffFlag): Promise<boolean>;
}
