import type { Intent, IntentType } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { DIALOGUE_LIMITS, type DialogueState } from './dialogue-state.js';
import { isElliptical } from './reference-cues.js';

/** How the rules may read an option value asked alone: "in 32?" as a search, "有32码吗" as a stock question. */
const READ_AS: readonly IntentType[] = ['product_recommend', 'inventory_check', 'price_query'];

/**
 * "compare the slim fit and the straight leg jeans" → "in 32?" / "有32码吗" / "black?": right after a comparison, option values
 * asked alone are asked of each product compared (their stock in 32, or their price in it), not a search of the shop
 * for everything in 32 nor a question about the last one named.
 */
export function optionOfTheCompared(intent: Intent, dialogue: DialogueState, lexicon: ProductLexicon): Intent | undefined {
  // "black?", "黑色的呢": a colour alone the rules understood no question in, but asked as a follow-up.
  const alone = (intent.type === 'faq' || intent.type === 'chitchat') && isElliptical(intent.text, lexicon, false);
  if (!READ_AS.includes(intent.type) && !alone) return undefined;
  const { options, type, maxPrice, minPrice, tags, named, cheapest, productIds, candidates, audience } = intent.entities;
  if (!options?.length || type || maxPrice !== undefined || minPrice !== undefined || named || cheapest || audience) return undefined;
  if (productIds?.length || candidates?.length) return undefined;
  // A tag that is only the value asked ("32" on a shop tagging its sizes) is no other wish.
  const values = new Set(options.map((option) => option.value.toLowerCase()));
  if (tags?.some((tag) => !values.has(tag.toLowerCase()))) return undefined;
  const last = dialogue.lastIntent;
  const compared = last?.type === 'product_compare' ? (last.entities.productIds ?? []) : [];
  if (compared.length < 2) return undefined;
  return {
    ...intent,
    type: intent.type === 'price_query' ? 'price_query' : 'inventory_check',
    confidence: Math.max(intent.confidence, 0.85),
    entities: { productIds: compared.slice(0, DIALOGUE_LIMITS.compared), options },
  };
}
