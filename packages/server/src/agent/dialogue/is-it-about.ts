import { KNOWLEDGE_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { ASKS_MATERIAL } from '../answers/material-answer.js';

// "is it silver?", "does it have NFC?", "is this one leather?", "它是金的吗", "它防水吗": a yes/no question about the thing in focus.
const IS_IT =
  /^(?:(?:so|and|but|ok|okay)[\s,]+)?(?:is|are|was|were|does|do|can|has|have)\s+(?:it|they|this|that|these|those)\b|^(?:那|请问)?(?:它|它们|这个|那个|这款|那款|这件|那件|这条|那条)(?:是不是|是|也是|.*(?:吗|么)[?？]?$)/i;

/**
 * "is it silver?", "are they turquoise?", "is this one gold?", "它是纯棉的吗" with a product in focus: a question about
 * it, not a search of the silver things (a tag) nor "which one?" among the titles holding "cotton". An option value
 * alone ("is it blue?") asks whether it comes in it; anything else is a spec question the answer reads the words of.
 */
export function isItAbout(intent: Intent, head: string | undefined, lexicon: ProductLexicon): Intent | undefined {
  const { type, maxPrice, minPrice, candidates, tags, options, named, cheapest: _cheapest, priciest: _priciest, ...rest } = intent.entities;
  const searches = intent.type === 'product_recommend' || (candidates?.length ?? 0) > 1;
  // "它是白色的吗" read as a help question (an article mentions 白色), "is it waterproof?" as nothing: what it asks
  // of a product (an option value, a spec the shop lists, a material) makes it a product question.
  const asksOfProduct =
    KNOWLEDGE_INTENTS.includes(intent.type) &&
    (!!options?.length || lexicon.attributeCues.some((cue) => cue.pattern.test(intent.text)) || ASKS_MATERIAL.test(intent.text));
  if (!(searches || asksOfProduct) || type || maxPrice !== undefined || minPrice !== undefined || !IS_IT.test(normalizeText(intent.text))) return undefined;
  if (!head) return undefined;
  const confidence = Math.max(intent.confidence, 0.85);
  if (options?.length && !tags?.length && !named) return { ...intent, type: 'inventory_check', confidence, entities: { ...rest, options } };
  return { ...intent, type: 'params_query', confidence, entities: rest };
}
