import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { Logger } from '../logger.js';
import type { KnowledgeService } from '../ports/knowledge.js';
import type { WorkflowRunner } from '../ports/workflow-runner.js';
import type { CommerceTools } from './tools/commerce-tools.js';
import type { IntentRecognizer } from './recognize-intents.js';
import type { ModelGateway } from './model/model-gateway.js';

/** Everything the graph's nodes use, built once per server by the agent factory. */
export interface AgentServices {
  tools: CommerceTools;
  recognize: IntentRecognizer;
  knowledge: KnowledgeService;
  runner?: WorkflowRunner;
  /** Absent in offline mode: the rules path answers. */
  model?: BaseChatModel;
  gateway?: ModelGateway;
  logger: Logger;
  /** Whether a person serving the site is online (and within office hours); absent: assumed so, as before. */
  humansOnline?: (siteId: string) => Promise<boolean>;
}
