import { kefuError, type KefuError } from '@kefu/protocol';
import type { KefuIo } from '../socket/kefu-io.js';
import { threadRoom } from '../socket/kefu-io.js';
import type { RateLimiter } from '../ports/rate-limiter.js';
import type { ConsoleAgentIdentity, HandoffDesk } from './handoff-desk.js';

/** What relaying an agent's typing needs. */
export interface AgentTypingRelay {
  io: KefuIo;
  desk: HandoffDesk;
  rateLimiter: RateLimiter;
  /** `thread:typing` events one console socket may send per minute (KEFU_LIMIT_AGENT_TYPING_PER_SOCKET). */
  perSocketPerMinute: number;
}

/**
 * `thread:typing` from the console: the agent holding the thread started or stopped typing; every tab of the
 * shopper, on any process, gets `agent:typing` with the agent's name and picture. Not stored: it only matters live.
 * Only the holder's typing is shown (`CONFLICT` for anyone else), and a console socket is held to its budget
 * (`RATE_LIMITED`), so a console cannot flood a shopper's tabs.
 */
export async function relayAgentTyping(
  relay: AgentTypingRelay,
  socketId: string,
  agent: ConsoleAgentIdentity,
  threadId: string,
  active: boolean,
): Promise<{ ok: true } | { ok: false; error: KefuError }> {
  const decision = await relay.rateLimiter.hit(`rate:console-socket:${socketId}:typing`, relay.perSocketPerMinute, 60_000);
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    return {
      ok: false,
      error: kefuError('RATE_LIMITED', `too many thread:typing events; try again in ${seconds} s`, {
        retryAfterMs: decision.retryAfterMs,
        event: 'thread:typing',
      }),
    };
  }
  const held = await relay.desk.heldBy(threadId, agent);
  if (!held.ok) return held;
  relay.io.to(threadRoom(threadId)).emit('agent:typing', { active, agentName: agent.name, ...(agent.avatarUrl ? { agentAvatarUrl: agent.avatarUrl } : {}) });
  return { ok: true };
}
