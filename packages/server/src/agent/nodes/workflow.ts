import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AgentServices } from '../agent-services.js';
import { answerLanguage } from '../answers/answer-language.js';
import { replies } from '../answers/fixed-replies.js';
import { focusOnOrder } from '../dialogue/update-focus.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/** workflow: hands return / exchange / repair / invoice to the workflow runner, which asks one prompt at a time. */
export function createWorkflowNode(services: AgentServices) {
  return async function workflow(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const runtime = runtimeOf(config);
    const wanted = state.pendingWorkflow;
    if (!runtime || !wanted) return { pendingWorkflow: null };
    if (services.runner) {
      await services.runner.start(runtime.turn, wanted.name, wanted.seed, runtime.output);
      const orderId = services.takeWorkflowOrder?.(runtime.turn.threadId);
      return { pendingWorkflow: null, unresolvedStreak: 0, ...(orderId ? { dialogue: focusOnOrder(state.dialogue, orderId) } : {}) };
    }
    const lang = answerLanguage(state.recognition?.language, state.locale);
    await runtime.output.emit({ event: 'message:done', message: { role: 'assistant', text: replies.noWorkflow(lang) } });
    return { pendingWorkflow: null };
  };
}
