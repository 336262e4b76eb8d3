import type { CatalogProduct, CatalogVariant, Money } from './api.js';
import { shopLocale } from './i18n.js';

/**
 * Money in the shopper's language with Intl, in its own currency ("¥3,999", "$19.99"): the narrow symbol, and no
 * decimals when the amount is whole.
 */
export function money(value: Money): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: value.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const whole = value.amount % 10 ** digits === 0;
  return new Intl.NumberFormat(shopLocale(), {
    style: 'currency',
    currency: value.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value.amount / 10 ** digits);
}

/** The product's cheapest variant. */
export function cheapest(product: CatalogProduct): CatalogVariant {
  return product.variants.reduce((low, variant) => (variant.price.amount < low.price.amount ? variant : low), product.variants[0]!);
}

/** What a variant costs after the product's promotions. */
export function finalPrice(product: CatalogProduct, variant: CatalogVariant): Money {
  const off = product.promotions.reduce((sum, promotion) => sum + promotion.amount.amount, 0);
  return { amount: Math.max(0, variant.price.amount - off), currency: variant.price.currency };
}

/** How many of a variant are left: `Infinity` when the shop does not count it or takes back-orders. */
export function stockOf(variant: CatalogVariant): number {
  const { tracked, quantity = 0, policy } = variant.inventory;
  return !tracked || (quantity <= 0 && policy === 'continue') ? Infinity : Math.max(0, quantity);
}

/** A date as the shopper reads it. */
export function day(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString(shopLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}
