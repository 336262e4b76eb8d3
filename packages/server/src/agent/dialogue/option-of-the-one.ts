import type { Intent, IntentType } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { DialogueState } from './dialogue-state.js';
import { carryOptions } from './carry-options.js';
import { asksOnlyForValues } from './option-of-list.js';

const ASKS_PRICE = /多少钱|价格|价钱|售价|几块|\b(?:how much|price|cost)\b/i;

/** The questions about one product whose follow-up "有S码吗" asks about it too. */
const ONE_PRODUCT_QUESTIONS: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];

/**
 * "有S码吗", "do you have S?", "any in blue?" right after a question about one product: whether that product comes in it, not a search of
 * the shop for everything in S. A value named beside a type, a budget or a shopping word ("有S码的泳衣吗") stays a search,
 * and so does one after a list of matches (the search narrowed). The options asked of it before stay, but for the one
 * of the same kind the value replaces ("do you have M?" → "in leopard?" → "in L instead?": L in leopard).
 */
export function optionOfTheOne(intent: Intent, dialogue: DialogueState, focus: string | undefined, lexicon: ProductLexicon): Intent | undefined {
  // "any in blue?" reads to the rules as no question at all: it asks for the value only.
  const readAs = intent.type === 'product_recommend' || (intent.type === 'faq' && asksOnlyForValues(intent.text, lexicon));
  if (!readAs || !focus) return undefined;
  const { options, type, maxPrice, minPrice, tags, named, cheapest, productIds, candidates } = intent.entities;
  // A tag that is only the value asked ("XL" on a shop tagging its sizes) is no other wish.
  const values = new Set(options?.map((option) => option.value.toLowerCase()));
  const otherTags = tags?.filter((tag) => !values.has(tag.toLowerCase())) ?? [];
  if (!options?.length || type || maxPrice !== undefined || minPrice !== undefined || otherTags.length || named || cheapest) return undefined;
  if (productIds?.length || candidates?.length) return undefined;
  const last = dialogue.lastIntent;
  if (!last) return undefined;
  const aboutIt = ONE_PRODUCT_QUESTIONS.includes(last.type) && last.entities.productIds?.length === 1 && last.entities.productIds[0] === focus;
  // "亚麻衬衫有哪些颜色" found one shirt and said its colours: a list of one is that product.
  // (A search finding one product keeps no list; the product found is the one in focus.)
  const foundIt = last.type === 'product_recommend' && (dialogue.listed?.length ?? 0) <= 1 && (dialogue.listed?.[0] ?? focus) === focus;
  if (!aboutIt && !foundIt) return undefined;
  return {
    ...intent,
    // "16G多少钱", "how much is the 16GB?": its price in that value, not its stock.
    type: ASKS_PRICE.test(intent.text) ? 'price_query' : 'inventory_check',
    confidence: Math.max(intent.confidence, 0.85),
    entities: { productIds: [focus], options: carryOptions(last.entities.options, options, lexicon) },
  };
}
