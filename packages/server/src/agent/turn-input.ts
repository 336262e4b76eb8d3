import type { TurnRequest } from '../ports/agent.js';
import type { KefuUpdate } from './state.js';

/** The input that starts one turn: per-turn fields are reset, the thread's memory stays. */
export function turnInput(request: Pick<TurnRequest, 'messages' | 'locale'>): KefuUpdate {
  const viewing = [...request.messages].reverse().find((message) => message.context?.productId)?.context?.productId;
  return {
    text: request.messages.map((message) => message.text).join('\n'),
    locale: request.locale,
    viewingProductId: viewing ?? null,
    screening: null,
    recognition: null,
    route: null,
    answers: 'reset',
    handoffReason: null,
    pendingWorkflow: null,
    workflowInput: null,
    workflowAside: null,
  };
}
