import type { IncomingMessage, ServerResponse } from 'node:http';
import { kefuError } from '@kefu/protocol';
import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import { agentForToken } from './console-auth.js';

const BEARER = 'Bearer ';

/**
 * The signed-in agent of a console HTTP request (`Authorization: Bearer <agent token>`); when there is none, the
 * request is answered 401 `NOT_AUTHENTICATED` with a `WWW-Authenticate` challenge and undefined is returned, so a
 * route reads `const agent = requireAgent(...); if (!agent) return;`.
 */
export function requireAgent(request: IncomingMessage, response: ServerResponse, agents: readonly AgentAccount[]): AgentAccount | undefined {
  const header = request.headers.authorization ?? '';
  const agent = agentForToken(agents, header.startsWith(BEARER) ? header.slice(BEARER.length) : undefined);
  if (agent) return agent;
  response.setHeader('WWW-Authenticate', 'Bearer realm="kefu-console"');
  sendJson(response, 401, kefuError('NOT_AUTHENTICATED', 'a valid agent token is required: send Authorization: Bearer <token>'));
  return undefined;
}
