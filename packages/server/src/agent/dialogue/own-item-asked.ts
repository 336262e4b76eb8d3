import { KNOWLEDGE_INTENTS, type Intent } from '../../ports/intent.js';
import { asksHypothetically, asksPolicyTerms } from '../../adapters/rules/knowledge-question.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { FocusOrder } from './dialogue-state.js';
import { describedOrder } from './described-orders.js';

// "can I return the dress?", "could we exchange the sneakers?", "这条裙子能退吗", "那双鞋可以换吗": whether an item can be
// returned or exchanged.
const CAN_RETURN_EN = /\b(?:can|could|may) (?:i|we) (?:still )?(return|send back|exchange|swap)\b/i;
const CAN_RETURN_ZH = /(?:能|可以|可不可以|能不能|还能|可否)(退|换)/;
// "can I return a dress?", "any dress", "一条裙子": an item in general, the policy's question, not one the shopper holds.
const ANY_ITEM = /\b(?:an?|any)\b|一(?:条|件|双|个|款)|任何/i;

/**
 * "can I return the dress?" / "这条裙子能退吗" from a signed-in shopper: the rules read a return asked of no item of the
 * shopper's as the returns policy's question, but when an item of their own orders is of the kind (or is the product)
 * named, it is their dress, asked as "can I return my dress?" is: that order's return (or exchange), whose first step
 * says whether it can (an order not shipped yet: cancel it instead). Asked of an item in general ("a dress"), of the
 * terms ("for free?"), in a case put as "if", or of nothing they bought, it stays the policy's question.
 */
export async function ownItemAsked(
  intent: Intent,
  recentOrders: (() => Promise<FocusOrder[]>) | undefined,
  lexicon: ProductLexicon,
): Promise<Intent | undefined> {
  const { type, productIds, orderId } = intent.entities;
  if (!recentOrders || !KNOWLEDGE_INTENTS.includes(intent.type) || orderId || (!type && !productIds?.length)) return undefined;
  const text = intent.text;
  const asked = CAN_RETURN_EN.exec(text)?.[1] ?? CAN_RETURN_ZH.exec(text)?.[1];
  if (!asked || ANY_ITEM.test(text) || asksPolicyTerms(text) || asksHypothetically(text)) return undefined;
  const held = describedOrder(intent, await recentOrders(), lexicon);
  if (!held) return undefined;
  const exchange = asked === '换' || /^(?:exchange|swap)$/i.test(asked);
  return { ...intent, type: exchange ? 'exchange_process' : 'return_process', confidence: Math.max(intent.confidence, 0.85) };
}
