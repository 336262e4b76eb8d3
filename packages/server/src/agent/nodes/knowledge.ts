import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AgentServices } from '../agent-services.js';
import { answerIntentSafely, singleJob } from '../answer-intent.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/** knowledge: policy, how-to, troubleshooting and FAQ from the knowledge service (its own retrieval subgraph). */
export function createKnowledgeNode(services: AgentServices) {
  return async function knowledge(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const intent = state.recognition!.intents[0]!;
    return {
      answers: [
        await answerIntentSafely(services, singleJob(intent, state, state.recognition!.language, state.screening?.masked ?? state.text), runtimeOf(config)),
      ],
    };
  };
}
