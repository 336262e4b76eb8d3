import { KNOWLEDGE_INTENTS, ORDER_INTENTS, type Intent } from '../../ports/intent.js';
import { measureAsked } from '../../adapters/rules/measure-question.js';
import type { DialogueState } from './dialogue-state.js';
import { listedInView } from './listed-in-view.js';

// "how long is it?" right after a policy answer may ask of that policy; a product named or a demonstrative ("这条",
// "this one") asks of the product.
const OF_A_PRODUCT = /这|那|\b(?:this|that|these|those)\b/i;

/**
 * "tell me about the gemstone necklace" → "how long is it?" / "这条项链多长": the measure of the product named or in
 * focus (of each listed one right after a list), answered from its listing as a spec question (answers/measure-answer.ts)
 * — not a search of the help articles that finds nothing, nor a search for necklaces.
 */
export function measureOfOne(intent: Intent, dialogue: DialogueState, head: string | undefined): Intent | undefined {
  const { productIds, orderId } = intent.entities;
  if (orderId || ORDER_INTENTS.includes(intent.type) || intent.type === 'policy_inquiry' || measureAsked(intent.text) === undefined) return undefined;
  const afterPolicy = !!dialogue.lastIntent && KNOWLEDGE_INTENTS.includes(dialogue.lastIntent.type) && !dialogue.lastIntent.entities.productIds?.length;
  if (!productIds?.length && afterPolicy && !OF_A_PRODUCT.test(intent.text)) return undefined;
  const ids = productIds?.length ? productIds : (listedInView(dialogue) ?? (head ? [head] : undefined));
  if (!ids) return undefined;
  return { ...intent, type: 'params_query', confidence: Math.max(intent.confidence, 0.85), entities: { productIds: ids } };
}
