import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import type { RouteTable } from '../http/route-table.js';
import type { CannedReply } from './canned-replies.js';
import { requireAgent } from './require-agent.js';

/** Where the agent console reads the shop's canned replies. */
export const CANNED_REPLIES_PATH = '/api/console/canned-replies';

/** Serves the canned replies to signed-in agents (`Authorization: Bearer <agent token>`). */
export function addCannedRepliesRoute(routes: RouteTable, options: { agents: readonly AgentAccount[]; replies: readonly CannedReply[] }): void {
  routes.add('GET', CANNED_REPLIES_PATH, async (request, response) => {
    if (!requireAgent(request, response, options.agents)) return;
    sendJson(response, 200, { replies: options.replies });
  });
}
