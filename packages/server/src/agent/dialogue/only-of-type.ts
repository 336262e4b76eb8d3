import type { Intent, IntentType } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';

const ONE_PRODUCT_QUESTIONS: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];
// "礼品卡多少钱", "how much are the gift cards?": read as a search of the type, though the price is what is asked.
export const ASKS_PRICE = /多少钱|什么价|价格|价钱|售价|\b(?:how much|price|prices|cost|costs)\b/i;

/**
 * "how much is the gift card?", "礼品卡多少钱" where the shop has one product of the type named: that product, rather
 * than "which product do you mean?" or a list of one that hides its other prices. A type of several is left as read.
 */
export function onlyOfType(intent: Intent, lexicon: Pick<ProductLexicon, 'productTypes'>): Intent | undefined {
  const e = intent.entities;
  if (!e.type || e.productIds?.length || e.candidates?.length || e.orderId) return undefined;
  const wishes = e.options?.length || e.tags?.length || e.audience || e.described?.length || e.maxPrice !== undefined || e.minPrice !== undefined;
  const priceSearch = intent.type === 'product_recommend' && ASKS_PRICE.test(intent.text) && !wishes && !e.cheapest && !e.priciest;
  if (!ONE_PRODUCT_QUESTIONS.includes(intent.type) && !priceSearch) return undefined;
  const ofType = [...(lexicon.productTypes ?? [])].filter(([, type]) => filedUnder(type, e.type!)).map(([id]) => id);
  if (ofType.length !== 1) return undefined;
  const type: IntentType = priceSearch ? 'price_query' : intent.type;
  return { ...intent, type, confidence: Math.max(intent.confidence, 0.85), entities: { ...e, productIds: ofType } };
}
