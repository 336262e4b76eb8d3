import type { Money, Product, ShopProfile } from './model/index.js';
import { lowestPrice } from './product-price.js';

/** A named promotion as it applies to one product: what it takes off the product's price. */
export interface AppliedPromotion {
  promotionId: string;
  /** In the requested language when the shop translates it. */
  name: string;
  amount: Money;
  eligibility?: string;
}

/**
 * The shop's promotions that apply to `product` at `now` (by product id, type or tag; empty lists mean every
 * product), each with the amount it takes off the product's lowest price, never more than that price.
 */
export function applicablePromotions(product: Product, profile: Pick<ShopProfile, 'promotions' | 'currency'>, locale: string, now: number): AppliedPromotion[] {
  const price = lowestPrice(product);
  const applied: AppliedPromotion[] = [];
  for (const promotion of profile.promotions) {
    if (promotion.startsAt && Date.parse(promotion.startsAt) > now) continue;
    if (promotion.endsAt && Date.parse(promotion.endsAt) <= now) continue;
    const { productIds, types, tags } = promotion.appliesTo;
    const everything = !productIds.length && !types.length && !tags.length;
    const applies =
      everything ||
      productIds.includes(product.productId) ||
      (!!product.type && types.includes(product.type)) ||
      product.tags.some((tag) => tags.includes(tag));
    if (!applies) continue;
    const discount = promotion.discount;
    if (discount.kind === 'amount' && discount.amount.currency !== price.currency) continue;
    const off = discount.kind === 'amount' ? discount.amount.amount : Math.round((price.amount * discount.percent) / 100);
    const text = promotion.i18n?.[locale];
    applied.push({
      promotionId: promotion.promotionId,
      name: text?.name ?? promotion.name,
      amount: { amount: Math.min(off, price.amount), currency: price.currency },
      ...((text?.eligibility ?? promotion.eligibility) ? { eligibility: text?.eligibility ?? promotion.eligibility } : {}),
    });
  }
  return applied;
}
