import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import type { RouteTable } from '../http/route-table.js';
import type { CannedReply } from './canned-replies.js';
import { requireAgent } from './require-agent.js';
import type { ShopName } from './shop-name.js';

/** Where the agent console reads the shop's canned replies. */
export const CANNED_REPLIES_PATH = '/api/console/canned-replies';

/**
 * Serves the canned replies to signed-in agents (`Authorization: Bearer <agent token>`): those for every site and
 * those for a site the agent serves, with the shop's name for `{{shop.name}}`.
 */
export function addCannedRepliesRoute(
  routes: RouteTable,
  options: { agents: readonly AgentAccount[]; replies: readonly CannedReply[]; shop?: ShopName | undefined },
): void {
  routes.add('GET', CANNED_REPLIES_PATH, async (request, response) => {
    const agent = requireAgent(request, response, options.agents);
    if (!agent) return;
    const scope = agent.sites;
    const replies = options.replies.filter((reply) => !reply.sites || !scope || reply.sites.some((siteId) => scope.includes(siteId)));
    sendJson(response, 200, { replies, ...(options.shop ? { shop: { name: options.shop } } : {}) });
  });
}
