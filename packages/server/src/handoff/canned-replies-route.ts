import { kefuError } from '@kefu/protocol';
import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import type { RouteTable } from '../http/route-table.js';
import type { CannedReply } from './canned-replies.js';
import { agentForToken } from './console-auth.js';
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
    const header = request.headers.authorization ?? '';
    const agent = agentForToken(options.agents, header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined);
    if (!agent) {
      response.setHeader('WWW-Authenticate', 'Bearer realm="kefu-console"');
      return sendJson(response, 401, kefuError('NOT_AUTHENTICATED', 'a valid agent token is required: send Authorization: Bearer <token>'));
    }
    const scope = agent.sites;
    const replies = options.replies.filter((reply) => !reply.sites || !scope || reply.sites.some((siteId) => scope.includes(siteId)));
    sendJson(response, 200, { replies, ...(options.shop ? { shop: { name: options.shop } } : {}) });
  });
}
