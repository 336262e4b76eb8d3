import { createHash, timingSafeEqual } from 'node:crypto';
import { kefuError } from '@kefu/protocol';
import { DEMO_AGENT, type AgentAccount } from '../config.js';

const digest = (token: string) => createHash('sha256').update(token).digest();

/** The agent a bearer token belongs to, compared in constant time; undefined for anything else. */
export function agentForToken(agents: readonly AgentAccount[], token: unknown): AgentAccount | undefined {
  if (typeof token !== 'string' || token.length === 0 || token.length > 512) return undefined;
  const presented = digest(token);
  return agents.find((agent) => timingSafeEqual(digest(agent.token), presented));
}

/** The handshake error a refused console sees (`connect_error`, with the typed error as `data`). */
export function notAuthenticated(): Error & { data: ReturnType<typeof kefuError> } {
  return Object.assign(new Error('NOT_AUTHENTICATED'), { data: kefuError('NOT_AUTHENTICATED', 'a valid agent token is required') });
}

/**
 * Whether `account` signs in with the built-in demo agent's token (the account config uses when
 * KEFU_AGENTS is unset): that token is printed in the README, so it is good only from this machine.
 */
export function isDemoAgent(account: AgentAccount): boolean {
  return account.token === DEMO_AGENT.token;
}

/** The handshake error for the demo agent's token presented from another machine. */
export function demoAgentNotLocal(): Error & { data: ReturnType<typeof kefuError> } {
  return Object.assign(new Error('FORBIDDEN'), {
    data: kefuError('FORBIDDEN', 'the built-in demo agent signs in only from this machine; configure KEFU_AGENTS for agents elsewhere'),
  });
}
