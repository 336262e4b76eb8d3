import type { AgentDependencies } from '../../src/ports/agent.js';
import type { CommerceBackend } from '../../src/ports/commerce-backend.js';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { createKefuAgent } from '../../src/agent/index.js';

/**
 * The agent the workflow socket tests talk to: the real agent graph (rules path) over the demo shop or the given
 * commerce backend, so a workflow runs on the conversation's own thread as in production.
 */
export function workflowTestAgent(deps: AgentDependencies, commerce: CommerceBackend = createShopFolderCommerce({ clock: deps.clock })) {
  return createKefuAgent({ ...deps, commerce });
}
