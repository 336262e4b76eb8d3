import type { Intent } from '../../ports/intent.js';
import { containsWord, findProducts, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';

// "换成X9", "exchange it for the blue one": a product named after these is what the shopper wants instead, not what they bought.
const EXCHANGE_TARGET = /换成|换为|换到|改成|\b(?:for|to|into)\s+(?:a|an|the)\b/i;

/**
 * The products a workflow request names as what was bought ("return the boots", "靴子坏了，要维修"): the products
 * named, else those a partial name may mean, else every product of the type named; none when nothing is named or an exchange names its target.
 */
export function describedItems(intent: Intent, lexicon: ProductLexicon): string[] | undefined {
  // The product named after "换成 / for a" is the target; one named before it ("the linen shirt is too small, can I
  // exchange it for a large?") is still what was bought.
  const target = intent.type === 'exchange_process' ? EXCHANGE_TARGET.exec(intent.text) : null;
  if (target && (!intent.entities.productIds?.length || findProducts(intent.text.slice(target.index), lexicon).length)) return undefined;
  if (intent.entities.productIds?.length) return intent.entities.productIds;
  // "cancel the sneaker" where two products are sneakers: the orders holding either are the ones meant.
  if (intent.entities.candidates?.length) return intent.entities.candidates;
  const type = intent.entities.type;
  if (!type || !lexicon.productTypes) return undefined;
  const types = new Set([type, ...kindsJoined(intent.text, lexicon)]);
  const ofType = [...lexicon.productTypes].flatMap(([productId, productType]) => ([...types].some((kind) => filedUnder(productType, kind)) ? [productId] : []));
  return ofType.length ? ofType : undefined;
}

// "衬衫和T恤", "the shirts and the tees", "衬衫、T恤": kinds joined in one request.
const JOINED = /\s*(?:[,，、&/]|和|与|跟|及|以及|还有|\band\b|\bplus\b)\s*/i;

/**
 * Every kind a request names, one per part joined by "和" / "and" ("我要退衬衫和T恤": Shirts and Tees); the rules read
 * the first only. A kind word inside a longer one ("衬衫外套") is not joined, so it is not a second kind.
 */
function kindsJoined(text: string, lexicon: ProductLexicon): string[] {
  const parts = text.toLowerCase().split(JOINED);
  if (parts.length < 2) return [];
  return parts.flatMap((part) => lexicon.types.find((word) => containsWord(part, word.key))?.value ?? []);
}
