import type { Intent, IntentType } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { namesOptionGroup } from '../../adapters/rules/option-group-named.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { DIALOGUE_LIMITS, type DialogueState } from './dialogue-state.js';

/** What the last turn asked of products: a spec, a price, stock or a list. */
const ABOUT_PRODUCTS: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query', 'product_recommend'];

// "颜色呢", "那尺码呢", "还有鞋底呢", "电池怎么样": one word, asked the way "那靴子呢" asks of a product.
const ALONE_ZH = /^(?:那么?|还有|再问一下)?\s*(\S{1,8}?)\s*(?:呢|怎么样|如何)\s*[?？。.!！]*$/u;
// "and sizes?", "what about the colours?", "how about its battery?".
const ALONE_EN = /^(?:and|what about|how about)\s+(?:the\s+|its\s+|their\s+)?([a-z][a-z -]{1,30}?)\s*[?.!]*$/i;
// A word that points at one product ("它的", "这款").
const POINTS_AT_ONE = /^(?:它|这款|这个|那款|那个|这件|那件)/;
// The option groups every catalog has, however it names them.
const OPTION_WORDS = /^(?:尺码|码数|尺寸|颜色|配色|sizes?|colou?rs?)$/i;

/**
 * "靴子多少钱" → "颜色呢", "wrap dress colours?" → "and sizes?", a list of dresses → "what about sizes?": an option group
 * or a spec named alone, right after a question about a product or a list, asks it of the same product (the values
 * it comes in, or the spec) or of each one listed. Without it, a spec named alone found nothing and "颜色呢" answered
 * from the article on changing an order.
 */
export function attributeAskedAlone(intent: Intent, dialogue: DialogueState, head: string | undefined, lexicon: ProductLexicon): Intent | undefined {
  const { productIds, candidates, type, orderId, options, tags } = intent.entities;
  if (productIds?.length || candidates?.length || type || orderId || options?.length || tags?.length) return undefined;
  const last = dialogue.lastIntent;
  // After a comparison, "and the battery?" is the comparison's row (compare-again.ts).
  if (!last || !ABOUT_PRODUCTS.includes(last.type)) return undefined;
  const text = normalizeText(intent.text).trim();
  const word = (ALONE_ZH.exec(text) ?? ALONE_EN.exec(text))?.[1]?.trim();
  // "它的重量呢" points at one product, which the references resolve: not this word's to say.
  if (!word || POINTS_AT_ONE.test(word)) return undefined;
  const optionGroup = OPTION_WORDS.test(word) || (lexicon.optionNames ?? []).some((name) => namesOptionGroup(word, name));
  if (!optionGroup && !lexicon.attributeCues.some((cue) => cue.pattern.test(word))) return undefined;
  const listed = dialogue.listed ?? [];
  const several = last.type === 'product_recommend' && listed.length >= 2 ? listed : undefined;
  if (several) return { ...intent, type: 'product_compare', confidence: 0.9, entities: { productIds: several.slice(0, DIALOGUE_LIMITS.compared) } };
  const one = last.entities.productIds?.length === 1 ? last.entities.productIds[0] : head;
  if (!one) return undefined;
  return { ...intent, type: optionGroup ? 'inventory_check' : 'params_query', confidence: 0.9, entities: { productIds: [one] } };
}
