import type { Intent, IntentType, Recognition } from '../../ports/intent.js';
import { KNOWLEDGE_INTENTS, ORDER_LOOKUP_INTENTS, QUERY_INTENTS } from '../../ports/intent.js';
import { asksOrderedOption } from '../../adapters/rules/ordered-option-question.js';
import type { DialogueState } from './dialogue-state.js';

// The answers that leave one order in view: its lookup, or a return, exchange or repair of it.
const SHOWS_ORDER: readonly IntentType[] = [...ORDER_LOOKUP_INTENTS, 'return_process', 'exchange_process', 'repair_process'];
// What the rules read "what size is it?" as: the size article, a product question of nothing, or the latest orders.
const READ_AS: readonly IntentType[] = [...KNOWLEDGE_INTENTS, ...QUERY_INTENTS, 'chitchat'];

/**
 * "what size is it?", "what colour did I order?", "是什么尺码" right after an order was shown: the size and colour its
 * items were bought in (an order lookup that answers with them), not the size guide, the product's sizes or "which
 * product do you mean?". Undefined when the message names an order, a product or a kind of its own.
 */
export function optionOfShownOrder(recognition: Recognition, text: string, dialogue: DialogueState, inWorkflow: boolean): Intent | undefined {
  const orderId = dialogue.orderInFocus;
  const last = dialogue.lastIntent?.type;
  if (inWorkflow || !orderId || !last || !SHOWS_ORDER.includes(last) || !asksOrderedOption(text)) return undefined;
  const named = recognition.intents.some(
    ({ type, entities }) => !READ_AS.includes(type) || !!(entities.orderId || entities.trackingNumber || entities.productIds?.length || entities.type),
  );
  if (named) return undefined;
  return { type: 'order_query', confidence: 0.85, entities: { orderId }, text };
}
