import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AgentServices } from '../agent-services.js';
import { answerIntentSafely, singleJob } from '../answer-intent.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/** react_agent: price, stock, order, logistics, params, recommend and compare from the commerce tools (LLM tool calling, or rule-planned calls). */
export function createReactAgentNode(services: AgentServices) {
  return async function reactAgent(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const intent = state.recognition!.intents[0]!;
    return {
      answers: [
        await answerIntentSafely(services, singleJob(intent, state, state.recognition!.language, state.screening?.masked ?? state.text), runtimeOf(config)),
      ],
    };
  };
}
