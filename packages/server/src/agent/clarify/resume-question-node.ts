import type { AgentServices } from '../agent-services.js';
import { maskPii } from '../../privacy/pii-detector.js';
import type { KefuStateType, KefuUpdate } from '../state.js';
import { completeAnswer, onProductPage } from './complete-answer.js';

/**
 * resume_question: before recognition, an answer to the open clarifying question ("X9", tapped or typed) is joined to
 * the original question ("白色" → "Find X9 白色"), and a bare attribute on a product page asks about that product.
 */
export function createResumeQuestionNode(services: AgentServices) {
  return async function resumeQuestion(state: KefuStateType): Promise<KefuUpdate> {
    const lexicon = await services.tools.lexicon();
    const completed =
      (state.clarification ? completeAnswer(state.text, state.clarification, lexicon) : null) ?? onProductPage(state.text, state.viewingProductId, lexicon);
    if (!completed) return {};
    return { text: completed, screening: { truncated: false, ...state.screening, masked: maskPii(completed) }, clarification: null };
  };
}
