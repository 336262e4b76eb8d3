// Answers are read after their schema check reported any wrong field, so each fact tolerates a missing one.
import type { Product } from '../ports/commerce-backend.js';

/** The product's lowest variant price in minor units: what `minPrice` / `maxPrice` bound. */
export function lowestPrice(product: Product): number {
  return Math.min(...(product.variants ?? []).map((variant) => Number(variant?.price?.amount)));
}

/** Whether a variant of the product can be ordered now: what `inStock=true` asks for. */
export function orderableNow(product: Product): boolean {
  return (product.variants ?? []).some(({ inventory }) => !inventory?.tracked || inventory.policy === 'continue' || (inventory.quantity ?? 0) > 0);
}

/** Every tag of the product, in any language: `tags` matches any of them. */
export function allTags(product: Product): string[] {
  return [...(product.tags ?? []), ...Object.values(product.i18n ?? {}).flatMap((translation) => translation?.tags ?? [])];
}
