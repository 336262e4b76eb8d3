import { KNOWLEDGE_INTENTS, type IntentType } from '../../ports/intent.js';
import type { Aspect, DialogueState, LastIntent } from './dialogue-state.js';

const QUESTION_OF: Record<Aspect, IntentType> = { price: 'price_query', stock: 'inventory_check', specs: 'params_query' };

/**
 * "X9多少钱" → "能用花呗吗" → "那X9 Pro呢": right after a question about the shop (how to pay, shipping, returns; naming
 * no product), a product named alone asks what was last asked of the product in focus (its price, stock or specs),
 * as a person at the desk hears it, not a question of its own. None when the last question was about a product or
 * nothing was asked of the product in focus.
 */
export function askedOfFocusAfterAside(last: LastIntent | null, dialogue: DialogueState): IntentType | undefined {
  // An open question ("which product?") is answered by the product named, for the question it asked; a value alone
  // ("白色") was no question about the shop.
  if (!last || dialogue.openQuestion || !KNOWLEDGE_INTENTS.includes(last.type)) return undefined;
  if (last.entities.productIds?.length || last.entities.options?.length) return undefined;
  const aspect = dialogue.products.at(-1)?.aspect;
  return aspect ? QUESTION_OF[aspect] : undefined;
}
