import { ORDER_INTENTS, type Intent } from '../../ports/intent.js';
import { asksHowToBuy } from '../../adapters/rules/buy-question.js';
import type { DialogueState } from './dialogue-state.js';

/**
 * "好的我要了", "I'll take it" right after a list of two or a comparison of two: "it" is either of them, and the last
 * one named is no more likely than the other. The two become the candidates; which one to buy is asked
 * (which-to-buy.ts), not the checkout steps of one picked for the shopper or of none.
 */
export function buysOneOfTwo(intent: Intent, dialogue: DialogueState): Intent | undefined {
  const { productIds, candidates, orderId } = intent.entities;
  if (productIds?.length || candidates?.length || orderId || ORDER_INTENTS.includes(intent.type) || !asksHowToBuy(intent.text)) return undefined;
  const last = dialogue.lastIntent;
  const two = last?.type === 'product_recommend' ? (dialogue.listed ?? []) : last?.type === 'product_compare' ? (last.entities.productIds ?? []) : [];
  if (two.length !== 2) return undefined;
  return { ...intent, type: 'faq', confidence: Math.max(intent.confidence, 0.85), entities: { ...intent.entities, candidates: [...two] } };
}
