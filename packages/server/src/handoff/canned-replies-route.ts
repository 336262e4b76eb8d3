import { kefuError } from '@kefu/protocol';
import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import type { RouteTable } from '../http/route-table.js';
import type { CannedReply } from './canned-replies.js';
import { agentForToken } from './console-auth.js';

/** Where the agent console reads the shop's canned replies. */
export const CANNED_REPLIES_PATH = '/api/console/canned-replies';

/** Serves the canned replies to signed-in agents (`Authorization: Bearer <agent token>`). */
export function addCannedRepliesRoute(routes: RouteTable, options: { agents: readonly AgentAccount[]; replies: readonly CannedReply[] }): void {
  routes.add('GET', CANNED_REPLIES_PATH, async (request, response) => {
    const header = request.headers.authorization ?? '';
    if (!agentForToken(options.agents, header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined)) {
      response.setHeader('WWW-Authenticate', 'Bearer realm="kefu-console"');
      return sendJson(response, 401, kefuError('NOT_AUTHENTICATED', 'a valid agent token is required: send Authorization: Bearer <token>'));
    }
    sendJson(response, 200, { replies: options.replies });
  });
}
