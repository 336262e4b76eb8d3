import { ORDER_INTENTS, type Intent } from '../../ports/intent.js';
import { boxAsked } from '../../adapters/rules/box-question.js';
import type { DialogueState } from './dialogue-state.js';
import { listedInView } from './listed-in-view.js';

/**
 * "tell me about the X" → "does it come with a charger?" / "送充电头吗": what is in the box of the product named or in
 * focus (of each listed one right after a list), answered from its listing as a spec question — not the charging
 * troubleshooting article the word "charger" finds, nor its charging spec.
 */
export function boxOfOne(intent: Intent, dialogue: DialogueState, head: string | undefined): Intent | undefined {
  const { productIds, orderId } = intent.entities;
  if (orderId || ORDER_INTENTS.includes(intent.type) || boxAsked(intent.text) === undefined) return undefined;
  const ids = productIds?.length ? productIds : (listedInView(dialogue) ?? (head ? [head] : undefined));
  if (!ids) return undefined;
  return { ...intent, type: 'params_query', confidence: Math.max(intent.confidence, 0.85), entities: { productIds: ids } };
}
