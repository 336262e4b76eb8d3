import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { ORDER_LOOKUP_INTENTS, type Intent } from '../ports/intent.js';
import type { AgentServices } from './agent-services.js';
import { answerIntentSafely, singleJob } from './answer-intent.js';
import type { DialogueState } from './dialogue/dialogue-state.js';
import { runtimeOf, type KefuStateType } from './state.js';

/**
 * A guest's order lookup, once the order is verified: the question they asked (the last intent, an order or parcel
 * question) answered about that order, as a signed-in shopper's would be — the order card, its parcel, its status.
 */
export async function answerLookup(
  services: AgentServices,
  state: KefuStateType,
  dialogue: DialogueState,
  orderId: string,
  config: LangGraphRunnableConfig,
): Promise<void> {
  const runtime = runtimeOf(config);
  if (!runtime) return;
  const asked = state.dialogue.lastIntent;
  const intent: Intent =
    asked && ORDER_LOOKUP_INTENTS.includes(asked.type)
      ? { type: asked.type, confidence: 1, entities: { ...asked.entities, orderId }, text: asked.text }
      : { type: 'order_query', confidence: 1, entities: { orderId }, text: '' };
  const job = {
    ...singleJob(intent, { ...state, dialogue }, state.recognition?.language ?? (state.locale === 'en' ? 'en' : 'zh'), intent.text),
    stream: false,
  };
  const answer = await answerIntentSafely(services, job, runtime);
  await runtime.output.emit({
    event: 'message:done',
    message: { role: 'assistant', text: answer.text, ...(answer.parts.length ? { parts: answer.parts } : {}) },
  });
}
