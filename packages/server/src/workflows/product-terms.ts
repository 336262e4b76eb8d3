import { normalizeName, productNames, typeNames } from '../adapters/commerce/match-products.js';
import type { CommerceBackend } from '../ports/commerce-backend.js';

/**
 * The words a shopper may use for each product an order prompt offers: its names (titles and aliases in every
 * language of the catalog) and its type's ("平板", "Tablets", the leaf of "Jewelry > Earrings", and the shop's own
 * synonyms of the type from lexicon.yaml). "平板那个" or "the earrings one" at a prompt listing orders picks the order
 * holding that product; a word two offered orders share picks neither (match-choice.ts).
 * A backend that cannot say leaves a product without words: the options' labels still match.
 */
export async function productTerms(commerce: CommerceBackend, productIds: readonly string[]): Promise<Record<string, string[]>> {
  const ids = [...new Set(productIds)];
  const [products, shop] = await Promise.all([
    Promise.all(ids.map((productId) => commerce.getProduct(productId).catch(() => undefined))),
    commerce.getShop().catch(() => undefined),
  ]);
  const typeSynonyms = shop?.lexicon?.typeSynonyms ?? {};
  const terms: Record<string, string[]> = {};
  for (const [index, product] of products.entries()) {
    if (!product) continue;
    const types = typeNames(product).flatMap((name) => [name, name.split('>').at(-1)!.trim()]);
    const words = [...productNames(product), ...types, ...(product.type ? (typeSynonyms[product.type] ?? []) : [])];
    // The product id and a handle like "pad-3" are the catalog's keys, not what shoppers type.
    terms[ids[index]!] = [...new Set(words.filter((word) => word !== product.productId && word !== product.handle && normalizeName(word).length >= 2))];
  }
  return terms;
}
