import { randomBytes } from 'node:crypto';

/** The demo site's identity secret: published in this repository, so anyone can sign a token for any customer. */
export const PUBLISHED_DEMO_IDENTITY_SECRET = 'kefu-demo-identity-secret-change-me';

/** The console token earlier versions gave the demo agent and printed in the README: never accepted in production. */
export const PUBLISHED_DEMO_AGENT_TOKEN = 'kefu-demo-agent-token-change-me';

/**
 * The embedded-defaults console agent, Lin, with a token made for this run: the server prints it at start, so
 * whoever can read the server's own output signs in, from any machine. Nothing here depends on the peer address,
 * which a same-host proxy or TCP forwarder turns into loopback for every remote client.
 */
export function demoAgentAccount(): { id: string; name: string; token: string } {
  return { id: 'lin', name: 'Lin', token: `kefu-demo-${randomBytes(24).toString('base64url')}` };
}

/** What production would run with. */
export interface ProductionCandidate {
  sitesConfigured: boolean;
  sites: ReadonlyArray<{ siteKey: string; identitySecret: string }>;
  agents: ReadonlyArray<{ id: string; token: string }>;
  serveDemo: boolean;
}

/**
 * Why a configuration must not start with NODE_ENV=production: each line names the variable, what is wrong and
 * what to set. Empty when it may.
 */
export function productionProblems(candidate: ProductionCandidate): string[] {
  const problems: string[] = [];
  if (!candidate.sitesConfigured) {
    problems.push(
      'KEFU_SITES: required with NODE_ENV=production. Without it the server runs the built-in demo site, whose identity secret is published (anyone could sign in as any customer) and a demo console agent; set KEFU_SITES to your sites, each with its own identitySecret (≥16 chars), and KEFU_AGENTS for your agents',
    );
  }
  for (const site of candidate.sites) {
    if (candidate.sitesConfigured && site.identitySecret === PUBLISHED_DEMO_IDENTITY_SECRET) {
      problems.push(`KEFU_SITES: site "${site.siteKey}" uses the demo identity secret, which is published; give it a secret of its own`);
    }
  }
  for (const agent of candidate.agents) {
    if (agent.token === PUBLISHED_DEMO_AGENT_TOKEN) problems.push(`KEFU_AGENTS: agent "${agent.id}" uses the published demo token; give it a token of its own`);
  }
  if (candidate.serveDemo) {
    problems.push('KEFU_SERVE_DEMO: the demo storefront signs anyone in as a demo customer; it is refused with NODE_ENV=production (unset it)');
  }
  return problems;
}
