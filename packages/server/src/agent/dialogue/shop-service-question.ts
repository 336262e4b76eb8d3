import { ORDER_INTENTS, WORKFLOW_INTENTS, type Intent } from '../../ports/intent.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { shopServiceAsked } from '../../adapters/rules/service-asked.js';

/**
 * "can you gift wrap it?", "is it gift wrapped?", "有礼品包装吗": a service the shop may do to an order is a question for
 * its help articles (answered when one speaks of it, else said unpublished: knowledge-answer.ts), not a product search
 * — "wrap" is no question about the Wrap Dress, nor "it" about the product in focus.
 */
export function shopServiceQuestion(intent: Intent): Intent | undefined {
  if (intent.entities.orderId || ORDER_INTENTS.includes(intent.type) || WORKFLOW_INTENTS.includes(intent.type)) return undefined;
  if (!shopServiceAsked(normalizeText(intent.text))) return undefined;
  return { ...intent, type: 'faq', confidence: Math.max(intent.confidence, 0.8), entities: {} };
}
