import { readFileSync } from 'node:fs';
import type { OrderStatus } from '@kefu/protocol';
import type { Logistics, Order, OrderItem, Product } from '../../ports/commerce-backend.js';

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
  logistics?: {
    carrier: string;
    trackingNumber: string;
    status: string;
    etaInHours?: number;
    events: Array<{ hoursAgo: number; location?: string; description: string }>;
  };
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
  const { placedDaysAgo, shippedDaysAgo, deliveredDaysAgo, logistics, ...rest } = record;
  return {
    ...rest,
    placedAt: now - placedDaysAgo * DAY,
    ...(shippedDaysAgo !== undefined ? { shippedAt: now - shippedDaysAgo * DAY } : {}),
    ...(deliveredDaysAgo !== undefined ? { deliveredAt: now - deliveredDaysAgo * DAY } : {}),
    ...(logistics ? { carrier: logistics.carrier, trackingNumber: logistics.trackingNumber } : {}),
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
    events: logistics.events.map((event) => ({
      time: now - event.hoursAgo * HOUR,
      ...(event.location ? { location: event.location } : {}),
      description: event.description,
    })),
  };
}
