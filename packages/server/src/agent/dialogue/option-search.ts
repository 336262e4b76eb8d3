import type { Intent } from '../../ports/intent.js';
import { isColor } from './carry-options.js';
import type { DialogueState } from './dialogue-state.js';

/**
 * "do you have size 32?", "有32码吗" with no product in focus, none listed or compared and no product page: a search of
 * the shop for the products sold in that size, rather than "which product?". The number is a size here because the
 * catalog sells that value (extract-entities reads only its own values); a colour alone is left as it was.
 */
export function optionSearch(intent: Intent, dialogue: DialogueState, focus: string | undefined): Intent | undefined {
  if (intent.type !== 'inventory_check' || focus || dialogue.compared.length || dialogue.listed?.length) return undefined;
  const { options, productIds, candidates, type, named, tags } = intent.entities;
  if (!options?.length || productIds?.length || candidates?.length || type || named || tags?.length) return undefined;
  if (options.some((option) => isColor(option.value))) return undefined;
  return { ...intent, type: 'product_recommend', confidence: Math.max(intent.confidence, 0.8) };
}
