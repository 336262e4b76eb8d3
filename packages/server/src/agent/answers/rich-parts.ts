import { LIMITS, type ComparisonPart, type LogisticsPart, type Money, type OrderPart, type PricePart, type ProductPart } from '@kefu/protocol';
import type { Logistics, Order } from '../../ports/commerce-backend.js';
import { availabilityOf, compareAtPrice, lowestPrice } from '../../shop/product-price.js';
import type { OptionsAsked, ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { moneyText } from './money-text.js';

const clip = (text: string) => text.slice(0, LIMITS.maxLabelLength);
const isSafeUrl = (url?: string): url is string => !!url && url.length <= LIMITS.maxUrlLength && /^(https?:\/\/|\/(?!\/))/i.test(url);
const promotionsOf = (product: ProductView) => product.promotions.slice(0, 10).map((promotion) => ({ name: clip(promotion.name), amount: promotion.amount }));

/**
 * A product card: option groups, availability per variant, price, compare-at price and promotions; with the option
 * values the shopper asked about, so its stock line speaks of those variants, not of the product as a whole.
 */
export function productPart(product: ProductView, asked?: OptionsAsked): ProductPart {
  const was = compareAtPrice(product);
  const image = product.images[0] ?? product.variants.find((variant) => variant.imageUrl)?.imageUrl;
  return {
    type: 'product',
    productId: product.productId,
    name: clip(product.title),
    ...(product.type ? { productType: clip(product.type) } : {}),
    price: lowestPrice(product),
    ...(was ? { compareAtPrice: was } : {}),
    ...(product.promotions.length ? { promotions: promotionsOf(product) } : {}),
    ...(isSafeUrl(image) ? { imageUrl: image } : {}),
    ...(isSafeUrl(product.url) ? { url: product.url } : {}),
    options: product.options.slice(0, 10).map((group) => ({ name: clip(group.name), values: group.values.slice(0, 50).map(clip) })),
    variants: product.variants.slice(0, 100).map((variant) => {
      const availability = availabilityOf(variant);
      return {
        optionValues: variant.optionValues.slice(0, 10).map(clip),
        availability: availability.kind === 'sold_out' ? 'sold_out' : availability.kind === 'backorder' ? 'backorder' : 'in_stock',
        ...(availability.kind === 'count' ? { quantity: availability.quantity } : {}),
      } as const;
    }),
    ...(asked?.found.length ? { asked: asked.found.slice(0, 10).map(clip) } : {}),
    ...(product.highlights.length ? { highlights: product.highlights.slice(0, 8).map(clip) } : {}),
    ...(product.stale ? { stale: true } : {}),
  };
}

/** A price card: list price − promotions = final, with the compare-at price when on sale. */
export function pricePart(product: ProductView, price: Money, final: Money, compareAt?: Money): PricePart {
  return {
    type: 'price',
    productId: product.productId,
    name: clip(product.title),
    price,
    ...(compareAt ? { compareAtPrice: compareAt } : {}),
    promotions: promotionsOf(product),
    final,
    ...(product.stale ? { stale: true } : {}),
    asOf: product.asOf,
  };
}

/** A side-by-side table of two to four products: price, promotions, the options and the attributes they share. */
export function comparisonPart(products: ProductView[], language: AnswerLanguage): ComparisonPart {
  const shown = products.slice(0, LIMITS.maxCompared);
  const en = language === 'en';
  const rows: ComparisonPart['rows'] = [{ label: en ? 'Price' : '价格', values: shown.map((p) => moneyText(lowestPrice(p), language)) }];
  if (shown.some((p) => p.promotions.length)) {
    rows.push({
      label: en ? 'Promotions' : '优惠',
      values: shown.map((p) => clip(p.promotions.map((promotion) => `${promotion.name} −${moneyText(promotion.amount, language)}`).join(' / ') || '—')),
    });
  }
  // Options and attributes any of them has, by name; a product without one shows a dash.
  const optionNames = [...new Set(shown.flatMap((p) => p.options.map((group) => group.name)))];
  for (const name of optionNames)
    rows.push({ label: clip(name), values: shown.map((p) => clip(p.options.find((group) => group.name === name)?.values.join(' / ') || '—')) });
  const attributeNames = [...new Set(shown.flatMap((p) => Object.keys(p.attributes)))];
  for (const name of attributeNames) rows.push({ label: clip(name), values: shown.map((p) => clip(p.attributes[name] ?? '—')) });
  return { type: 'comparison', products: shown.map((p) => ({ productId: p.productId, name: clip(p.title) })), rows: rows.slice(0, LIMITS.maxRows) };
}

/** An order summary: lines with their option values, in Money. */
export function orderPart(order: Order): OrderPart {
  return {
    type: 'order',
    orderId: order.orderId,
    status: order.status,
    total: order.total,
    items: order.lines.slice(0, 20).map((line) => ({
      name: clip(line.title),
      ...(line.options.length ? { options: line.options.slice(0, 10).map((option) => ({ name: clip(option.name), value: clip(option.value) })) } : {}),
      quantity: line.quantity,
      price: line.unitPrice,
    })),
    placedAt: order.placedAt,
    ...(order.deliveredAt !== undefined ? { deliveredAt: order.deliveredAt } : {}),
  };
}

/** A logistics timeline, newest event first. */
export function logisticsPart(logistics: Logistics): LogisticsPart {
  return {
    type: 'logistics',
    orderId: logistics.orderId,
    carrier: clip(logistics.carrier),
    trackingNumber: logistics.trackingNumber,
    status: clip(logistics.status),
    ...(logistics.estimatedDelivery !== undefined ? { estimatedDelivery: logistics.estimatedDelivery } : {}),
    events: [...logistics.events]
      .sort((a, b) => b.time - a.time)
      .slice(0, LIMITS.maxTimelineEvents)
      .map((event) => ({ time: event.time, ...(event.location ? { location: clip(event.location) } : {}), description: clip(event.description) })),
  };
}
