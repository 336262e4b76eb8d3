import type { AgentDependencies } from '../../src/ports/agent.js';
import type { KnowledgeService } from '../../src/ports/knowledge.js';
import { createKefuAgent } from '../../src/agent/index.js';
import type { TestClient } from '../gateway/support/test-client.js';

/** A policy question: the graph's knowledge route. */
export const QUESTION = '退货政策是什么？';

/** The real agent graph whose knowledge service (the slow part of a policy question) answers only when released. */
export function heldModel() {
  const held: Array<() => void> = [];
  let calls = 0;
  let finished = 0;
  const knowledge: KnowledgeService = {
    async answer() {
      calls += 1;
      await new Promise<void>((resolve) => held.push(resolve));
      finished += 1;
      return { status: 'answered', text: 'late model answer', sources: [], via: 'excerpts', index: 'embedded' };
    },
    async close() {},
  };
  return {
    agent: (deps: AgentDependencies) => createKefuAgent({ ...deps, knowledge }),
    calls: () => calls,
    finished: () => finished,
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

/** What the shopper was shown, in order, leaving out the handoff desk's own system notices: this is about the assistant's part. */
export const kinds = (client: TestClient) =>
  client.rendered
    .filter((event) => event.event !== 'message:done' || event.data.message.role !== 'system')
    .map((event) => (event.event === 'message:done' ? `${event.data.message.role}` : event.event === 'handoff' ? `handoff ${event.data.reason}` : event.event));
