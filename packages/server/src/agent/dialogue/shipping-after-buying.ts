import { ORDER_LOOKUP_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { asksShippingTime } from '../../adapters/rules/knowledge-question.js';
import { decidesToBuy } from '../../adapters/rules/buy-question.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import type { DialogueState } from './dialogue-state.js';
import { ORDER_WORD } from './reference-cues.js';

/**
 * "I'll take the M" → "when will it arrive?", "那就这个吧" → "什么时候能发货": right after deciding to buy, "it" is the
 * order about to be placed, not one of the shopper's orders already on its way. How soon an order ships is the shop's
 * shipping policy, as "我要买X9，什么时候发货" said in one message is (rules-engine). "my order" still looks up theirs.
 */
export function shippingAfterBuying(intent: Intent, dialogue: DialogueState, lexicon: ProductLexicon): Intent | undefined {
  const last = dialogue.lastIntent;
  const { orderId, trackingNumber } = intent.entities;
  if (!last || !ORDER_LOOKUP_INTENTS.includes(intent.type) || orderId || trackingNumber) return undefined;
  const text = normalizeText(intent.text);
  if (!asksShippingTime(text) || ORDER_WORD.test(text)) return undefined;
  const values = last.entities.options?.map((option) => option.value) ?? [];
  if (!decidesToBuy(last.text, lexicon, values, last.entities.productIds ?? [])) return undefined;
  return { ...intent, type: 'policy_inquiry', confidence: Math.max(intent.confidence, 0.85), entities: {} };
}
