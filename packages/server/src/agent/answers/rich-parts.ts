import { LIMITS, type ComparisonPart, type LogisticsPart, type OrderPart, type PricePart, type ProductPart } from '@kefu/protocol';
import type { Logistics, Order } from '../../ports/commerce-backend.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { SPEC_LABELS } from './spec-labels.js';

const clip = (text: string) => text.slice(0, LIMITS.maxLabelLength);
const isSafeUrl = (url?: string): url is string => !!url && url.length <= LIMITS.maxUrlLength && /^(https?:\/\/|\/(?!\/))/i.test(url);

/** A product card. */
export function productPart(product: ProductView): ProductPart {
  return {
    type: 'product',
    productId: product.productId,
    name: clip(product.name),
    category: product.category,
    currency: 'CNY',
    price: product.price,
    ...(product.subsidy ? { subsidy: product.subsidy } : {}),
    ...(isSafeUrl(product.imageUrl) ? { imageUrl: product.imageUrl } : {}),
    ...(isSafeUrl(product.url) ? { url: product.url } : {}),
    colors: product.colors.slice(0, 20).map((color) => ({ name: clip(color.name), stock: color.stock })),
    ...(product.ram.length ? { ram: product.ram.slice(0, 10).map(clip) } : {}),
    ...(product.highlights.length ? { highlights: product.highlights.slice(0, 8).map(clip) } : {}),
    ...(product.stale ? { stale: true } : {}),
  };
}

/** A price with the subsidy applied (original − subsidy = final). */
export function pricePart(product: ProductView, original: number, subsidy: number, final: number): PricePart {
  return {
    type: 'price',
    productId: product.productId,
    name: clip(product.name),
    currency: 'CNY',
    original,
    ...(subsidy ? { subsidy } : {}),
    final,
    ...(product.stale ? { stale: true } : {}),
    asOf: product.asOf,
  };
}

/** A side-by-side table of two to four products. */
export function comparisonPart(products: ProductView[], language: AnswerLanguage): ComparisonPart {
  const shown = products.slice(0, LIMITS.maxCompared);
  const en = language === 'en';
  const rows: ComparisonPart['rows'] = [
    { label: en ? 'Price (CNY)' : '价格（元）', values: shown.map((p) => String(p.price)) },
    { label: en ? 'National subsidy' : '国补', values: shown.map((p) => (p.subsidy ? `-${p.subsidy}` : '—')) },
    { label: en ? 'RAM' : '内存', values: shown.map((p) => clip(p.ram.join(' / ') || '—')) },
  ];
  for (const [key, zh, english] of SPEC_LABELS) {
    if (shown.some((p) => p.specs[key])) rows.push({ label: en ? english : zh, values: shown.map((p) => clip(p.specs[key] ?? '—')) });
  }
  rows.push({ label: en ? 'Colours' : '颜色', values: shown.map((p) => clip(p.colors.map((c) => c.name).join(' / '))) });
  return { type: 'comparison', products: shown.map((p) => ({ productId: p.productId, name: clip(p.name) })), rows };
}

/** An order summary. */
export function orderPart(order: Order): OrderPart {
  return {
    type: 'order',
    orderId: order.orderId,
    status: order.status,
    currency: 'CNY',
    total: order.total,
    items: order.items.slice(0, 20).map((item) => ({ name: clip(item.color ? `${item.name} ${item.color}` : item.name), quantity: item.quantity, price: item.price })),
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
