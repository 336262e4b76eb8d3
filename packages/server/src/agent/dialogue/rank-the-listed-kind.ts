import type { Entities, Intent } from '../../ports/intent.js';
import type { DialogueState } from './dialogue-state.js';
import { COMPARATIVE } from '../../adapters/rules/superlative-words.js';

/**
 * "有哪些手机" → "哪个最轻", "what phones do you have?" → "which is the lightest?": a superlative of one spec right
 * after a list of matches asks about the kind that list was of, not only the few products it showed (four of nine
 * phones). The search is asked again, ranked by that spec, and remembers what was shown so the answer can say when
 * the first of the ranking was not among them. A message naming a product or a kind of its own is read as it is, and
 * a comparative ("which one has the bigger battery?") chooses among those shown.
 */
export function rankTheListedKind(intent: Intent, dialogue: DialogueState): Intent | undefined {
  const { ranked, productIds, candidates, type, named } = intent.entities;
  const last = dialogue.lastIntent;
  if (!ranked || productIds?.length || candidates?.length || type || named || last?.type !== 'product_recommend') return undefined;
  if (COMPARATIVE.test(intent.text)) return undefined;
  // The wishes of the search that listed them (its kind, budget, tags), not how it was ordered.
  const { cheapest: _cheapest, ranked: _ranked, cheaperThan: _cheaperThan, productIds: _ids, candidates: _candidates, ...search } = last.entities;
  const entities: Entities = { ...search, ranked: { ...ranked, ...(dialogue.listed?.length ? { shown: dialogue.listed } : {}) } };
  return { ...intent, type: 'product_recommend', confidence: Math.max(intent.confidence, 0.85), entities };
}
