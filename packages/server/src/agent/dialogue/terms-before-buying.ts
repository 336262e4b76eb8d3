import type { Intent, IntentType } from '../../ports/intent.js';
import { asksWithoutActing } from '../../adapters/rules/knowledge-question.js';
import type { DialogueState } from './dialogue-state.js';
import { POINTS_BACK } from './reference-cues.js';

const TERMS_ASKED: readonly IntentType[] = ['return_process', 'exchange_process'];
// What is asked of the terms: "X9能退吗" is searched as "退货 能退吗", or "能退吗" alone reads closest to the refund's
// timing ("退款时效") and answers when the money comes back instead of whether and within how long it can be returned.
const TOPIC: Partial<Record<IntentType, { zh: string; en: string }>> = {
  return_process: { zh: '退货条件', en: 'return' },
  exchange_process: { zh: '换货条件', en: 'exchange' },
};

/**
 * "can I return the marine folklore?", "这件能退吗" from a guest with no order in the conversation, about a product named
 * or in view: whether it could be returned, asked before buying as often as after. The shop's terms answer it (its
 * article, and the product's own listing terms); no order is asked for. "I want to return it" still starts the return,
 * and a signed-in shopper or a guest who verified an order is asked which of their orders.
 */
export function termsBeforeBuying(intent: Intent, dialogue: DialogueState, focus: string | undefined, signedIn: boolean): Intent | undefined {
  const { orderId, productIds } = intent.entities;
  if (!TERMS_ASKED.includes(intent.type) || orderId || signedIn || dialogue.verifiedOrders?.length || dialogue.orders.length) return undefined;
  if (!asksWithoutActing(intent.text)) return undefined;
  const product = productIds?.length === 1 ? productIds[0] : !productIds?.length && focus && POINTS_BACK.test(intent.text) ? focus : undefined;
  if (!product) return undefined;
  const topic = TOPIC[intent.type];
  const about = topic && !intent.about ? { about: /\p{Script=Han}/u.test(intent.text) ? topic.zh : topic.en } : {};
  return {
    ...intent,
    type: 'policy_inquiry',
    confidence: Math.max(intent.confidence, 0.85),
    entities: { ...intent.entities, productIds: [product] },
    ...about,
  };
}
