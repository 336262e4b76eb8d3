import type { Intent } from '../../ports/intent.js';
import { BARGAIN } from '../../adapters/rules/bargain-words.js';

/**
 * "X9有现货吗" → "能便宜点吗": haggling names no product; it is about the one in focus, whose price (with every
 * promotion that applies) is the answer. The rules read "便宜点" as a wish for value-for-money products instead.
 */
export function bargainAbout(intent: Intent, head: string | undefined): Intent | undefined {
  const { productIds, type, named, candidates } = intent.entities;
  if (!head || productIds?.length || type || named || candidates?.length || !BARGAIN.test(intent.text)) return undefined;
  return { ...intent, type: 'price_query', confidence: Math.max(intent.confidence, 0.85), entities: { productIds: [head] } };
}
