import type { Intent, IntentType, Recognition } from '../../ports/intent.js';
import { KNOWLEDGE_INTENTS, QUERY_INTENTS } from '../../ports/intent.js';
import type { DialogueState } from './dialogue-state.js';

// How far something of the shopper's has got: "what's happening with my tees?", "what is the status of the return of
// the other tee?", "我的T恤怎么样了", "另一件T恤的退货进度怎么样".
const HOW_FAR =
  /怎么样了|进度|状态|进展|到哪一步|\b(?:what(?:'s| is| are) happening|what(?:'s| is) going on|status|progress|how (?:is|are) (?:my|the)\b.*\b(?:going|doing))\b/i;
// What the rules may read such a question as (a search of the kind, a policy or spec question), never a request.
const QUESTIONS: readonly IntentType[] = [...KNOWLEDGE_INTENTS, ...QUERY_INTENTS, 'product_recommend', 'chitchat'];
// Said of what the shopper bought or sent back, not of a product on sale: "my", "我的", "the other one", a request word.
const THEIRS = /我的|另一件|另外一件|退货|换货|维修|\b(?:my|the other|return|exchange|repair)\b/i;

/**
 * "what's happening with my tees?", "我的T恤怎么样了", "what is the status of the return of the other tee?" outside a
 * request: the status of the order holding what is named — the order in focus when it holds it, else the orders
 * searched for the item (an order lookup naming the product or kind). Before, the words read as a search of tees ("Here
 * are 4 of the matches"), as nothing ("没太理解"), or as the returns article. Undefined when the message is not such a
 * question or names no product or kind.
 */
export function ownItemsProgress(recognition: Recognition, text: string, dialogue: DialogueState, inWorkflow: boolean): Intent | undefined {
  if (inWorkflow || !HOW_FAR.test(text) || !THEIRS.test(text)) return undefined;
  if (recognition.intents.some(({ type, entities }) => !QUESTIONS.includes(type) || entities.orderId || entities.trackingNumber)) return undefined;
  const named = recognition.intents.find(({ entities }) => entities.productIds?.length || entities.type || entities.named);
  if (!named) return undefined;
  const { productIds, type, named: word, tags } = named.entities;
  const entities = { ...(productIds?.length ? { productIds } : {}), ...(type ? { type } : {}), ...(word ? { named: word } : {}), ...(tags ? { tags } : {}) };
  return { type: 'order_query', confidence: 0.85, entities, text };
}
