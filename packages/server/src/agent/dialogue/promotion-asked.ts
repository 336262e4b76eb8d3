import type { Intent } from '../../ports/intent.js';
import { ASKS_GOODS_ON_SALE, asksPromotion } from '../../adapters/rules/promotion-question.js';
import { DIALOGUE_LIMITS, type DialogueState } from './dialogue-state.js';
import { listedInView } from './listed-in-view.js';

/**
 * "any discount?", "is there a sale?", "有优惠吗" naming no product: about the products in view — the matches just
 * listed (also while "which one do you mean?" waits on them), else the one in focus. The answer is each one's price
 * with the promotions that apply ("The Linen Shirt is $59; with Summer Sale −$11.80 you pay $47.20"). With nothing in view
 * it is left alone: the shop's promotions running now answer it (answers/promotions-now.ts); so is a question about the
 * shop's goods on sale ("what about sale items?") with only one product in focus.
 */
export function promotionAsked(intent: Intent, dialogue: DialogueState, head: string | undefined): Intent | undefined {
  const { productIds, named, type, orderId, candidates } = intent.entities;
  if (productIds?.length || named || type || orderId || !asksPromotion(intent.text)) return undefined;
  const waiting = dialogue.openQuestion === 'which_product' && (dialogue.listed?.length ?? 0) >= 2 ? dialogue.listed : undefined;
  const inView = candidates && candidates.length >= 2 ? candidates : (listedInView(dialogue) ?? waiting?.slice(0, DIALOGUE_LIMITS.compared));
  // "<product> price?" → "what about sale items?": the shop's goods on sale, not that product's promotion again (nor the product
  // carried into the question by the ellipsis rules after this), so the intent is kept as asked.
  const shopWide = ASKS_GOODS_ON_SALE.test(intent.text);
  const ids = inView ?? (head && !shopWide ? [head] : undefined);
  if (!ids) return shopWide ? intent : undefined;
  const { candidates: _asked, ...rest } = intent.entities;
  return { ...intent, type: 'price_query', confidence: Math.max(intent.confidence, 0.85), entities: { ...rest, productIds: ids, promotion: true } };
}
