import type { Intent } from '../../ports/intent.js';
import { findProducts, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';

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
  const ofType = [...lexicon.productTypes].flatMap(([productId, productType]) => (productType === type ? [productId] : []));
  return ofType.length ? ofType : undefined;
}
