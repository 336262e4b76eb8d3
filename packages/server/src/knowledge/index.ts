import type { KnowledgeService } from '../ports/knowledge.js';
import type { AgentDependencies } from '../ports/agent.js';

/** What the knowledge service factory receives. */
export type KnowledgeServiceOptions = Pick<AgentDependencies, 'config' | 'cache' | 'clock' | 'logger' | 'chatModel'>;

// Placeholder until the knowledge issue lands: nothing is known, so the caller offers a human.
/** Creates the knowledge service: Meilisearch when configured, else the embedded index. */
export async function createKnowledgeService(_options: KnowledgeServiceOptions): Promise<KnowledgeService> {
  return {
    answer: async () => ({ status: 'no_match', text: '', sources: [], via: 'none', index: 'embedded' }),
    close: async () => {},
  };
}
