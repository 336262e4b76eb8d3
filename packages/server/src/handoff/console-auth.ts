import { createHash, timingSafeEqual } from 'node:crypto';
import { kefuError } from '@kefu/protocol';
import type { AgentAccount } from '../config.js';

const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * The agent a bearer token belongs to, compared in constant time; undefined for anything else. The token is the
 * whole proof: where the request comes from is never trusted (a proxy or TCP forwarder on this machine makes every
 * remote client look local).
 */
export function agentForToken(agents: readonly AgentAccount[], token: unknown): AgentAccount | undefined {
  if (typeof token !== 'string' || token.length === 0 || token.length > 512) return undefined;
  const presented = digest(token);
  return agents.find((agent) => timingSafeEqual(digest(agent.token), presented));
}

/** The handshake error a refused console sees (`connect_error`, with the typed error as `data`). */
export function notAuthenticated(): Error & { data: ReturnType<typeof kefuError> } {
  return Object.assign(new Error('NOT_AUTHENTICATED'), { data: kefuError('NOT_AUTHENTICATED', 'a valid agent token is required') });
}
