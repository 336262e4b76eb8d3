import { readFileSync } from 'node:fs';
import type { Locale, OrderStatus } from '@kefu/protocol';
import type { Logistics, LogisticsEvent, Order, OrderItem, Product, Translations } from '../../ports/commerce-backend.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** An order as stored in `data/catalog/orders.json`: dates are offsets before "now" so the data never ages. */
export interface DemoOrderRecord {
  orderId: string;
  customerId: string;
  status: OrderStatus;
  items: OrderItem[];
  total: number;
  placedDaysAgo: number;
  shippedDaysAgo?: number;
  deliveredDaysAgo?: number;
  phoneLast4: string;
  address: string;
  i18n?: Translations<{ address: string }>;
  logistics?: {
    carrier: string;
    trackingNumber: string;
    status: string;
    etaInHours?: number;
    events: Array<Omit<LogisticsEvent, 'time'> & { hoursAgo: number }>;
    i18n?: Translations<{ carrier: string; status: string }>;
  };
  /** A refund in progress (`expectedInDays`) or paid back (`refundedDaysAgo`). */
  refund?: { amount: number; requestedDaysAgo?: number; expectedInDays?: number; refundedDaysAgo?: number };
}

/** A demo shopper (`data/catalog/customers.json`). */
export interface DemoCustomer {
  customerId: string;
  name: string;
  phone: string;
  phoneLast4: string;
}

/** The demo shop's data as loaded from the repository. */
export interface DemoCatalog {
  products: Product[];
  orders: DemoOrderRecord[];
  customers: DemoCustomer[];
}

const dataDir = new URL('../../../data/catalog/', import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, dataDir), 'utf8')) as T;

/** Reads the demo products, orders and customers shipped in `packages/server/data/catalog`. */
export function loadDemoCatalog(): DemoCatalog {
  return { products: readJson('products.json'), orders: readJson('orders.json'), customers: readJson('customers.json') };
}

/** Resolves a stored order's day offsets against `now`. */
export function resolveOrder(record: DemoOrderRecord, now: number): Order {
  const { placedDaysAgo, shippedDaysAgo, deliveredDaysAgo, logistics, refund, i18n, ...rest } = record;
  // The order's carrier is its parcel's, and so are the carrier's translations.
  const translations: Order['i18n'] = {};
  for (const locale of new Set([...Object.keys(i18n ?? {}), ...Object.keys(logistics?.i18n ?? {})]) as Set<Locale>) {
    const address = i18n?.[locale]?.address;
    const carrier = logistics?.i18n?.[locale]?.carrier;
    translations[locale] = { ...(address ? { address } : {}), ...(carrier ? { carrier } : {}) };
  }
  return {
    ...rest,
    placedAt: now - placedDaysAgo * DAY,
    ...(shippedDaysAgo !== undefined ? { shippedAt: now - shippedDaysAgo * DAY } : {}),
    ...(deliveredDaysAgo !== undefined ? { deliveredAt: now - deliveredDaysAgo * DAY } : {}),
    ...(logistics ? { carrier: logistics.carrier, trackingNumber: logistics.trackingNumber } : {}),
    ...(refund ? { refund: resolveRefund(refund, now) } : {}),
    ...(Object.keys(translations).length ? { i18n: translations } : {}),
  };
}

function resolveRefund(refund: NonNullable<DemoOrderRecord['refund']>, now: number): NonNullable<Order['refund']> {
  return {
    amount: refund.amount,
    ...(refund.requestedDaysAgo !== undefined ? { requestedAt: now - refund.requestedDaysAgo * DAY } : {}),
    ...(refund.expectedInDays !== undefined ? { expectedBy: now + refund.expectedInDays * DAY } : {}),
    ...(refund.refundedDaysAgo !== undefined ? { refundedAt: now - refund.refundedDaysAgo * DAY } : {}),
  };
}

/** Resolves a stored order's logistics history against `now`. */
export function resolveLogistics(record: DemoOrderRecord, now: number): Logistics | undefined {
  const logistics = record.logistics;
  if (!logistics) return undefined;
  return {
    orderId: record.orderId,
    carrier: logistics.carrier,
    trackingNumber: logistics.trackingNumber,
    status: logistics.status,
    ...(logistics.etaInHours !== undefined ? { estimatedDelivery: now + logistics.etaInHours * HOUR } : {}),
    events: logistics.events.map(({ hoursAgo, ...event }) => ({ time: now - hoursAgo * HOUR, ...event })),
    ...(logistics.i18n ? { i18n: logistics.i18n } : {}),
  };
}
