import type { Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { DIALOGUE_LIMITS, type DialogueState } from './dialogue-state.js';
import { ASKS_COLOURS, ASKS_SIZES, ordinalOf } from './reference-cues.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { namesOptionGroup } from '../../adapters/rules/option-group-named.js';

// "它的电池呢", "and its battery?" point at one product: not a comparison of several. ("它们" is both.)
const POINTS_AT_ONE = /它(?!们)|这个|那个|这款|那款|这台|那台|这件|那件|\b(?:it|its|this one|that one)\b/i;
// "它有几种颜色", "what colours does it come in?" right after two were compared: "it" is either of them.
const IT = /它|\b(?:it|its)\b/i;

/**
 * "which has the best camera?" → "and the battery?": right after products were compared, a spec question naming no
 * product compares the same ones on that spec. Right after a list of matches, "屏幕大的呢" / "电池呢" compares the
 * listed ones on it, and "多少钱" their prices, rather than asking which one; after a comparison, "那价格呢" compares prices.
 */
export function compareAgain(intent: Intent, dialogue: DialogueState, lexicon: Pick<ProductLexicon, 'attributeCues' | 'optionNames'>): Intent | undefined {
  const { productIds, candidates } = intent.entities;
  if (productIds?.length || candidates?.length || intent.entities.options?.length) return undefined;
  // "what sizes?" / "有什么颜色" right after a list or a comparison: each one's sizes or colours side by side; so is
  // another group named ("它们有哪些版型", which reads as a search).
  const namesGroup = (lexicon.optionNames ?? []).some((name) => namesOptionGroup(intent.text, name));
  const options =
    ((intent.type === 'inventory_check' || intent.type === 'params_query') && (ASKS_SIZES.test(intent.text) || ASKS_COLOURS.test(intent.text) || namesGroup)) ||
    (intent.type === 'product_recommend' && !intent.entities.type && namesGroup);
  // "它有货吗", "are they in stock?" right after a comparison: the stock of each compared one.
  const stock = intent.type === 'inventory_check' && !options && dialogue.lastIntent?.type === 'product_compare';
  const eitherCompared = (options || stock) && dialogue.lastIntent?.type === 'product_compare' && IT.test(intent.text);
  const spec = intent.type === 'params_query' && lexicon.attributeCues.some((cue) => cue.pattern.test(intent.text));
  // "这款续航怎么样" right after a list of two: "this one" is either, and both fit in one line. So is "它的续航怎么样"
  // right after that answer, a spec of the two listed side by side: no one of them has been picked since.
  const eitherOfTwo = spec && dialogue.listed?.length === 2 && (dialogue.lastIntent?.type === 'product_recommend' || specOfTheListed(dialogue, lexicon));
  if (POINTS_AT_ONE.test(intent.text) && !eitherCompared && !eitherOfTwo) return undefined;
  // "第一个有什么颜色" picks one of the list.
  if (ordinalOf(normalizeText(intent.text)) !== undefined) return undefined;
  const last = dialogue.lastIntent;
  // "多少钱" / "how much?" right after a short list: each listed one's price, side by side.
  // Not after "the cheapest": its answer leads with the one product "多少钱" then asks about.
  // So is "那价格呢" right after a comparison: both prices, not the last one named.
  // And "how much?" after "is it padded?" was answered for each product listed: each one's price.
  const asked = last?.entities.productIds ?? [];
  const askedOfList = !!last && last.type !== 'product_recommend' && asked.length >= 2 && asked.every((id) => dialogue.listed?.includes(id));
  const priceOfListed =
    intent.type === 'price_query' &&
    ((last?.type === 'product_recommend' && !last.entities.cheapest && !last.entities.priciest) || last?.type === 'product_compare' || askedOfList);
  if (!priceOfListed && !spec && !options && !stock) return undefined;
  const compared = last?.type === 'product_compare' ? (last.entities.productIds ?? []) : [];
  const listed = last?.type === 'product_recommend' || askedOfList ? (dialogue.listed ?? []) : [];
  const ids = compared.length >= 2 ? compared : listed.length >= 2 ? listed : [];
  if (!ids.length) return undefined;
  return {
    ...intent,
    type: 'product_compare',
    confidence: Math.max(intent.confidence, 0.85),
    entities: {
      ...intent.entities,
      productIds: ids.slice(0, DIALOGUE_LIMITS.compared),
      ...(compared.length >= 2 ? { comparedBefore: true } : {}),
      ...(stock ? { stockOfEach: true } : {}),
    },
  };
}

/**
 * The last answer was a spec of exactly the ones listed side by side ("这款续航怎么样" of a list of two), not a
 * comparison the shopper asked by name ("对比 X8 和 X9", after which "它的电池呢" is still the last one named).
 */
function specOfTheListed(dialogue: DialogueState, lexicon: Pick<ProductLexicon, 'attributeCues'>): boolean {
  const last = dialogue.lastIntent;
  if (last?.type !== 'product_compare' || !lexicon.attributeCues.some((cue) => cue.pattern.test(last.text))) return false;
  const compared = last.entities.productIds ?? [];
  const listed = dialogue.listed ?? [];
  return compared.length === listed.length && listed.every((id) => compared.includes(id));
}
