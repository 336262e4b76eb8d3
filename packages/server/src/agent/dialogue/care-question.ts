import { KNOWLEDGE_INTENTS, ORDER_INTENTS, WORKFLOW_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { asksHowToCare } from '../../adapters/rules/care-question.js';

/**
 * "is the linen shirt machine washable?", "can I put the tee in the dryer?": how to care for a product, where the
 * catalog lists nothing that answers it (no "Wash Instructions"), is a how-to question for the help articles (a care
 * guide says it per fabric), not its specs or a search for tees. A catalog that lists it answers from the listing.
 */
export function careQuestion(intent: Intent, lexicon: Pick<ProductLexicon, 'attributeCues'>): Intent | undefined {
  if (KNOWLEDGE_INTENTS.includes(intent.type) || ORDER_INTENTS.includes(intent.type) || WORKFLOW_INTENTS.includes(intent.type)) return undefined;
  const text = normalizeText(intent.text);
  if (!asksHowToCare(text) || lexicon.attributeCues.some((cue) => cue.pattern.test(text))) return undefined;
  const { candidates: _several, ...entities } = intent.entities;
  return { ...intent, type: 'usage_tutorial', confidence: Math.max(intent.confidence, 0.8), entities };
}
