import type { Entities, Intent } from '../../ports/intent.js';
import type { DialogueState } from './dialogue-state.js';
import { COMPARATIVE } from '../../adapters/rules/superlative-words.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';

/**
 * Whether the cheapest product of a kind listed by its kind alone ("有哪些手机") was left out of the few shown. Then
 * "哪个最便宜" is asked of the kind; otherwise the products shown are compared on price, the next cheapest named too,
 * as a list narrowed by a budget or other wishes always is.
 */
function cheapestNotShown(search: Entities, listed: readonly string[], lexicon: Pick<ProductLexicon, 'prices' | 'productTypes'>): boolean {
  if (!search.type || Object.keys(search).some((key) => key !== 'type')) return false;
  const ofKind = [...(lexicon.prices ?? new Map<string, number>())].filter(([id]) => lexicon.productTypes?.get(id) === search.type);
  const lowest = Math.min(...ofKind.map(([, price]) => price));
  return ofKind.length > 0 && !ofKind.some(([id, price]) => price === lowest && listed.includes(id));
}

/**
 * "有哪些手机" → "哪个最轻" / "哪个最便宜", "what phones do you have?" → "which is the lightest?": a superlative of one
 * spec, or of the price, right after a list of matches asks about the kind that list was of, not only the few products
 * it showed (four of nine phones). The search is asked again, ranked, and remembers what was shown so the answer can
 * say when the first of the ranking was not among them. A message naming a product or a kind of its own is read as it
 * is, and a comparative ("which one has the bigger battery?", "便宜的那个") chooses among those shown. The cheapest
 * is asked of the kind only when the list was of a kind alone and left it out (cheapestNotShown); the most expensive
 * ("哪个最贵") always is.
 */
export function rankTheListedKind(intent: Intent, dialogue: DialogueState, lexicon: Pick<ProductLexicon, 'prices' | 'productTypes'>): Intent | undefined {
  const { ranked, cheapest, priciest, productIds, candidates, type, named } = intent.entities;
  const last = dialogue.lastIntent;
  if (!(ranked || cheapest || priciest) || productIds?.length || candidates?.length || type || named || last?.type !== 'product_recommend') return undefined;
  if (COMPARATIVE.test(intent.text)) return undefined;
  // The wishes of the search that listed them (its kind, budget, tags), not how it was ordered.
  const {
    cheapest: _cheapest,
    priciest: _priciest,
    ranked: _ranked,
    cheaperThan: _cheaperThan,
    productIds: _ids,
    candidates: _candidates,
    ...search
  } = last.entities;
  const { shownBefore: _shown, ...wishes } = search;
  // The most expensive is asked of the search again, like a spec's ranking: the few shown are in no price order.
  if (!ranked && !priciest && !cheapestNotShown(wishes, dialogue.listed ?? [], lexicon)) return undefined;
  const entities: Entities = {
    ...wishes,
    ...(ranked ? { ranked } : priciest ? { priciest: true } : { cheapest: true }),
    // The cards shown beside a cheapest or most expensive answer were for comparing, not a list it ranks beyond.
    ...(dialogue.listed?.length && !last.entities.cheapest && !last.entities.priciest ? { shownBefore: dialogue.listed } : {}),
  };
  return { ...intent, type: 'product_recommend', confidence: Math.max(intent.confidence, 0.85), entities };
}
