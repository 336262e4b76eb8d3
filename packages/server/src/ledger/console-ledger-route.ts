import { kefuError } from '@kefu/protocol';
import type { AgentAccount } from '../config.js';
import { sendJson } from '../demo-api/json-response.js';
import { requireAgent } from '../handoff/require-agent.js';
import type { Clock } from '../ports/clock.js';
import type { RouteTable } from '../http/route-table.js';
import type { LedgerSources } from './build-ledger.js';
import { parseLedgerParams } from './ledger-params.js';
import { ledgerReport } from './ledger-report.js';
import type { UnansweredQuestions } from '../ports/unanswered-questions.js';
import { topUnanswered } from './top-unanswered.js';

/** Where the agent console reads the ledger: the REST API's answer, for an agent's token and the agent's sites. */
export const CONSOLE_LEDGER_PATH = '/api/console/ledger';

/** Serves the ledger to signed-in agents (`Authorization: Bearer <agent token>`), limited to the sites they serve. */
export function addConsoleLedgerRoute(
  routes: RouteTable,
  options: { agents: readonly AgentAccount[]; siteIds: readonly string[]; sources: LedgerSources; clock: Clock; unanswered?: UnansweredQuestions },
): void {
  routes.add('GET', CONSOLE_LEDGER_PATH, async (request, response) => {
    const agent = requireAgent(request, response, options.agents);
    if (!agent) return;
    const now = options.clock.now();
    const parsed = parseLedgerParams(new URL(request.url ?? '/', 'http://kefu.invalid').searchParams, now);
    if (!parsed.ok) return sendJson(response, 400, { ...kefuError('BAD_PAYLOAD', parsed.message), path: parsed.path });
    const scope = agent.sites ?? options.siteIds;
    const { siteId } = parsed.params;
    if (siteId !== undefined && !scope.includes(siteId))
      return sendJson(response, 404, { ...kefuError('NOT_FOUND', `no site ${siteId} for this agent`), path: 'siteId' });
    const sites = siteId ? [siteId] : scope;
    const report = await ledgerReport(options.sources, sites, parsed.params, now);
    // The console's list joins the knowledge base's misses, which the REST API serves on their own endpoint.
    const misses = (await options.unanswered?.list(sites, 500)) ?? [];
    sendJson(response, 200, { ...report, topUnanswered: topUnanswered(report.days, misses, parsed.params) });
  });
}
