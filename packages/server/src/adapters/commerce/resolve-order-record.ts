import type { Locale } from '@kefu/protocol';
import type { Logistics, Order } from '../../ports/commerce-backend.js';
import { resolveShopTime, type OrderRecord } from '../../shop/model/index.js';

/** Resolves an `orders.json` record (times as instants or offsets) against `now` into the port's order. */
export function resolveOrder(record: OrderRecord, now: number): Order {
  const time = (value: string) => resolveShopTime(value, now);
  const parcel = record.parcel;
  // The order's carrier is its parcel's, and so are the carrier's translations.
  const translations: NonNullable<Order['i18n']> = {};
  for (const locale of new Set([...Object.keys(record.i18n ?? {}), ...Object.keys(parcel?.i18n ?? {})]) as Set<Locale>) {
    const address = record.i18n?.[locale]?.shippingAddress;
    const carrier = parcel?.i18n?.[locale]?.carrier;
    translations[locale] = { ...(address ? { address } : {}), ...(carrier ? { carrier } : {}) };
  }
  return {
    orderId: record.orderId,
    customerId: record.customerId,
    status: record.status,
    lines: record.lines.map(({ lineId: _lineId, i18n, ...line }) => ({
      ...line,
      ...(i18n ? { i18n: i18n as NonNullable<Order['lines'][number]['i18n']> } : {}),
    })),
    total: record.total,
    placedAt: time(record.placedAt),
    ...(record.shippedAt ? { shippedAt: time(record.shippedAt) } : {}),
    ...(record.deliveredAt ? { deliveredAt: time(record.deliveredAt) } : {}),
    phoneLast4: record.contactPhoneLast4 ?? '',
    address: record.shippingAddress,
    ...(parcel ? { carrier: parcel.carrier, trackingNumber: parcel.trackingNumber } : {}),
    ...(record.requests.length ? { requests: record.requests } : {}),
    ...(record.refund
      ? {
          refund: {
            amount: record.refund.amount,
            ...(record.refund.requestedAt ? { requestedAt: time(record.refund.requestedAt) } : {}),
            ...(record.refund.expectedBy ? { expectedBy: time(record.refund.expectedBy) } : {}),
            ...(record.refund.refundedAt ? { refundedAt: time(record.refund.refundedAt) } : {}),
          },
        }
      : {}),
    ...(Object.keys(translations).length ? { i18n: translations } : {}),
  };
}

/** Resolves a record's parcel journey against `now`. */
export function resolveLogistics(record: OrderRecord, now: number): Logistics | undefined {
  const parcel = record.parcel;
  if (!parcel) return undefined;
  return {
    orderId: record.orderId,
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    status: parcel.status,
    ...(parcel.estimatedDelivery ? { estimatedDelivery: resolveShopTime(parcel.estimatedDelivery, now) } : {}),
    events: parcel.events.map(({ time, i18n, ...event }) => ({
      time: resolveShopTime(time, now),
      ...event,
      ...(i18n ? { i18n: i18n as NonNullable<Logistics['events'][number]['i18n']> } : {}),
    })),
    ...(parcel.i18n ? { i18n: parcel.i18n as NonNullable<Logistics['i18n']> } : {}),
  };
}
