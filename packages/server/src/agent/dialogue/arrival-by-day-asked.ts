import { KNOWLEDGE_INTENTS, QUERY_INTENTS, type Intent, type IntentType, type Recognition } from '../../ports/intent.js';
import { arrivalDayAsked } from '../../adapters/rules/arrival-by-day-question.js';
import type { DialogueState } from './dialogue-state.js';

// What the rules may read such a question as; a request ("will the refund come by Friday?") keeps its own reading.
const READ_AS: readonly IntentType[] = [...KNOWLEDGE_INTENTS, ...QUERY_INTENTS, 'chitchat'];

/**
 * "will they arrive before Saturday?", "周六前能到吗" right after an order was in view, naming no other order or
 * product: that order's parcel, whose answer says yes or no from the expected date first. Before, the English repeated
 * the order's status ("Order TL-10244 (Air Runner Sneaker) is shipped.") and the Chinese was not understood.
 */
export function arrivalByDayAsked(recognition: Recognition, text: string, dialogue: DialogueState, inWorkflow: boolean): Intent | undefined {
  const orderId = dialogue.orderInFocus;
  if (inWorkflow || !orderId || arrivalDayAsked(text) === undefined) return undefined;
  const named = recognition.intents.some(
    ({ type, entities }) => !READ_AS.includes(type) || entities.orderId || entities.trackingNumber || entities.productIds?.length,
  );
  if (named) return undefined;
  return { type: 'logistics_query', confidence: 0.85, entities: { orderId }, text };
}
