import type { Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';

// "换成X9", "exchange it for the blue one": a product named after these is what the shopper wants instead, not what they bought.
const EXCHANGE_TARGET = /换成|换为|换到|改成|\b(?:for|to|into)\s+(?:a|an|the)\b/i;

/**
 * The products a workflow request names as what was bought ("return the boots", "靴子坏了，要维修"): the products
 * named, else every product of the type named; none when nothing is named or an exchange names its target.
 */
export function describedItems(intent: Intent, lexicon: ProductLexicon): string[] | undefined {
  if (intent.type === 'exchange_process' && EXCHANGE_TARGET.test(intent.text)) return undefined;
  if (intent.entities.productIds?.length) return intent.entities.productIds;
  const type = intent.entities.type;
  if (!type || !lexicon.productTypes) return undefined;
  const ofType = [...lexicon.productTypes].flatMap(([productId, productType]) => (productType === type ? [productId] : []));
  return ofType.length ? ofType : undefined;
}
