import { kefuError } from '@kefu/protocol';
import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import { requireAgent } from '../handoff/require-agent.js';
import type { RouteTable } from '../http/route-table.js';
import type { Logger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import type { RevealAudit } from '../ports/reveal-audit.js';
import type { TicketStatus, TicketStore } from '../ports/ticket-store.js';
import { maskTicketForAgent } from './mask-ticket.js';

/** Where the agent console lists tickets (`GET`) and marks one done (`POST …/<ticketId>/close`). */
export const TICKETS_PATH = '/api/console/tickets';
const MAX_LISTED = 200;

/** What the tickets routes need. */
export interface TicketsRouteOptions {
  agents: readonly AgentAccount[];
  tickets: TicketStore;
  clock: Clock;
  /** Where a reveal of a ticket's personal data is recorded, beside the reveals of the conversation's messages. */
  audit: RevealAudit;
  logger?: Logger;
}

/**
 * The console's tickets: `GET /api/console/tickets?status=open|closed` lists the signed-in agent's sites' tickets,
 * newest first (at most 200), the e-mail and any personal data in the message masked (`masked` names the kinds);
 * `POST /api/console/tickets/<ticketId>/reveal` answers one in clear to that agent and records it in the reveal
 * audit; `POST /api/console/tickets/<ticketId>/close` marks one done (404 unknown or another site's, 409 already
 * done, naming who closed it). All need the agent's bearer token.
 */
export function addTicketsRoute(routes: RouteTable, options: TicketsRouteOptions): void {
  routes.add('GET', TICKETS_PATH, async (request, response) => {
    const agent = requireAgent(request, response, options.agents);
    if (!agent) return;
    const status = new URL(request.url ?? '/', 'http://kefu').searchParams.get('status');
    if (status !== null && status !== 'open' && status !== 'closed') {
      return sendJson(response, 400, kefuError('BAD_PAYLOAD', `status must be open or closed, not "${status.slice(0, 20)}"`, { path: 'status' }));
    }
    const tickets = await options.tickets.list({
      ...(agent.sites ? { siteIds: agent.sites } : {}),
      ...(status ? { status: status as TicketStatus } : {}),
      limit: MAX_LISTED,
    });
    sendJson(response, 200, { tickets: tickets.map(maskTicketForAgent) });
  });

  routes.add('POST', `${TICKETS_PATH}/*`, async (request, response, path) => {
    const agent = requireAgent(request, response, options.agents);
    if (!agent) return;
    const match = /^\/api\/console\/tickets\/([\w.:-]{1,128})\/(close|reveal)$/.exec(path);
    if (!match) return sendJson(response, 404, kefuError('NOT_FOUND', `no such ticket route: POST ${path.slice(0, 200)}`));
    const ticketId = match[1] as string;
    const ticket = await options.tickets.get(ticketId);
    // Another site's ticket is as unknown to this agent as one that does not exist.
    if (!ticket || (agent.sites && !agent.sites.includes(ticket.siteId))) return sendJson(response, 404, kefuError('NOT_FOUND', `no ticket ${ticketId}`));
    if (match[2] === 'reveal') {
      const kinds = maskTicketForAgent(ticket).masked;
      // Recorded before the clear address leaves the server: a reveal the audit missed must not have happened.
      await options.audit.record({ threadId: ticket.threadId, seq: 0, ticketId, agentId: agent.id, agentName: agent.name, at: options.clock.now(), kinds });
      options.logger?.info({ threadId: ticket.threadId, ticketId, agentId: agent.id, kinds }, 'an agent revealed personal data');
      return sendJson(response, 200, { ticket });
    }
    const result = await options.tickets.close(ticketId, agent.name, options.clock.now());
    if (result.status === 'not_found') return sendJson(response, 404, kefuError('NOT_FOUND', `no ticket ${ticketId}`));
    if (result.status === 'already_closed') {
      return sendJson(response, 409, kefuError('CONFLICT', `${result.ticket.closedBy ?? 'another agent'} already marked this ticket done`));
    }
    sendJson(response, 200, { ticket: result.ticket });
  });
}
