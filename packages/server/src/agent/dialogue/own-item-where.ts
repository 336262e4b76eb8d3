import { KNOWLEDGE_INTENTS, QUERY_INTENTS, type Intent, type IntentType } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { FocusOrder } from './dialogue-state.js';
import { describedOrder } from './described-orders.js';

// Where something is, now: "where are they?", "where is the dress?", "到哪了". ("where can I buy…", "where is the size
// chart" name no place a parcel is; the kind must also be one the shopper bought.)
const WHERE_IS = /\bwhere(?:'s| is| are)\b(?! (?:it|they) (?:made|sold|from)\b)|到哪(?:了|里了|儿了)/i;
// What the rules may read such a question as: a search of the kind or a question about it, never a request.
const QUESTIONS: readonly IntentType[] = [...KNOWLEDGE_INTENTS, ...QUERY_INTENTS, 'product_recommend', 'chitchat'];

/**
 * "and what about the sneakers, where are they?" from a signed-in shopper who bought sneakers: "where are my sneakers?"
 * is their order's tracking, but without "my", or after another topic, the words read as a search of sneakers ("2
 * matches: …"). When an item of the shopper's own orders is of the kind (or is the product) named, it is theirs that is
 * asked after: the parcel lookup of the order holding it. Of a kind they did not buy it stays what the rules read.
 */
export async function ownItemWhere(
  intent: Intent,
  recentOrders: (() => Promise<FocusOrder[]>) | undefined,
  lexicon: ProductLexicon,
): Promise<Intent | undefined> {
  const { type, productIds, orderId } = intent.entities;
  if (!recentOrders || !QUESTIONS.includes(intent.type) || orderId || (!type && !productIds?.length)) return undefined;
  if (!WHERE_IS.test(intent.text)) return undefined;
  if (!describedOrder(intent, await recentOrders(), lexicon)) return undefined;
  return { ...intent, type: 'logistics_query', confidence: Math.max(intent.confidence, 0.85) };
}
