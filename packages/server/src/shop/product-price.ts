import type { Money, Product, Variant } from './model/index.js';

/** The lowest variant price of a product: what "from" prices, budgets and comparisons use. */
export function lowestPrice(product: Pick<Product, 'variants'>): Money {
  return product.variants.reduce<Money>((low, variant) => (variant.price.amount < low.amount ? variant.price : low), product.variants[0]!.price);
}

/** The highest variant price of a product. */
export function highestPrice(product: Pick<Product, 'variants'>): Money {
  return product.variants.reduce<Money>((high, variant) => (variant.price.amount > high.amount ? variant.price : high), product.variants[0]!.price);
}

/** The "was" price of the cheapest variant on sale, when its compare-at price is above its price. */
export function compareAtPrice(product: Pick<Product, 'variants'>): Money | undefined {
  const low = lowestPrice(product);
  const onSale = product.variants.find(
    (variant) => variant.price.amount === low.amount && variant.compareAtPrice && variant.compareAtPrice.amount > variant.price.amount,
  );
  return onSale?.compareAtPrice;
}

/** Whether a variant can be ordered now: in stock, untracked, or back-ordered. */
export function canOrder(variant: Pick<Variant, 'inventory'>): boolean {
  const { tracked, quantity = 0, policy } = variant.inventory;
  return !tracked || quantity > 0 || policy === 'continue';
}

/** A variant's stock in words the answers use: a count, untracked, a back-order, or none. */
export type Availability = { kind: 'count'; quantity: number } | { kind: 'untracked' } | { kind: 'backorder' } | { kind: 'sold_out' };

/** How much of a variant is available. */
export function availabilityOf(variant: Pick<Variant, 'inventory'>): Availability {
  const { tracked, quantity = 0, policy } = variant.inventory;
  if (!tracked) return { kind: 'untracked' };
  if (quantity > 0) return { kind: 'count', quantity };
  return policy === 'continue' ? { kind: 'backorder' } : { kind: 'sold_out' };
}
