import type { Intent, Recognition } from '../../ports/intent.js';
import { arrivalDayAsked } from '../../adapters/rules/arrival-by-day-question.js';
import type { DialogueState } from './dialogue-state.js';

/**
 * "will they arrive before Saturday?", "周六前能到吗" right after an order was in view, naming no other order or
 * product: that order's parcel, whose answer says yes or no from the expected date first. Before, the English repeated
 * the order's status ("Order TL-10244 (Air Runner Sneaker) is shipped.") and the Chinese was not understood.
 */
export function arrivalByDayAsked(recognition: Recognition, text: string, dialogue: DialogueState, inWorkflow: boolean): Intent | undefined {
  const orderId = dialogue.orderInFocus;
  if (inWorkflow || !orderId || arrivalDayAsked(text) === undefined) return undefined;
  const named = recognition.intents.some(({ entities }) => entities.orderId || entities.trackingNumber || entities.productIds?.length);
  if (named) return undefined;
  return { type: 'logistics_query', confidence: 0.85, entities: { orderId }, text };
}
