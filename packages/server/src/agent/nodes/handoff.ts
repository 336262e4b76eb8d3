import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AgentServices } from '../agent-services.js';
import { answerLanguage } from '../answers/answer-language.js';
import { replies } from '../answers/fixed-replies.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/** handoff: tells the shopper, queues the thread for a human, and keeps the AI silent until released. */
export function createHandoffNode(services: AgentServices) {
  return async function handoff(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const reason = state.handoffReason ?? 'low_confidence';
    const runtime = runtimeOf(config);
    services.logger.info({ traceId: runtime?.turn.traceId, reason }, 'handoff');
    if (runtime) {
      const lang = answerLanguage(state.recognition?.language, state.locale);
      await runtime.output.emit({ event: 'message:done', message: { messageId: runtime.messageId, role: 'assistant', text: replies.handoff(reason, lang) } });
      await runtime.output.emit({ event: 'handoff', state: 'queued', reason });
      runtime.output.status('handoff');
    }
    return { humanMode: true, unresolvedStreak: 0, pendingWorkflow: null };
  };
}
