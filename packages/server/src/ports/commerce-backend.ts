import type { Locale, OrderStatus } from '@kefu/protocol';

/**
 * Shopper-facing text of a record in other languages, by locale: the record's own fields, translated. A field
 * missing from a translation (or a translation missing altogether) falls back to the record's own text, which is
 * in the shop's language. The untranslated values stay the keys: orders, stock and exchanges name a colour by
 * its own `name`, and a product translates its colours by that name.
 */
export type Translations<T> = Partial<Record<Locale, Partial<T>>>;

/** One colour of a product, with its stock. */
export interface ProductColor {
  /** In the shop's language; a product's `i18n.<locale>.colors` translates it. */
  name: string;
  stock: number;
}

/** A product as the merchant's backend describes it. Prices and stock come only from here. */
export interface Product {
  productId: string;
  name: string;
  category: 'phone' | 'tablet' | 'earbuds' | 'accessory';
  brand: string;
  /** Other names shoppers use: "X9", "find x9". */
  aliases: string[];
  /** List price in yuan. */
  price: number;
  /** National subsidy (国补) in yuan, when the product is eligible. */
  subsidy?: number;
  colors: ProductColor[];
  /** RAM options, e.g. "12GB". */
  ram: string[];
  specs: Record<string, string>;
  highlights: string[];
  /** Shopper-facing tags the recommender matches: 拍照, 游戏, 轻薄, 女性... */
  tags?: string[];
  imageUrl?: string;
  /** The product's page on the merchant's site (absolute, or a site-relative path). */
  url?: string;
  /** Warranty length in months. */
  warrantyMonths: number;
  /**
   * The name, highlights, spec values and colour names in other languages: `specs` by spec key and `colors` by the
   * colour's own name, either of them for only some.
   */
  i18n?: Translations<{ name: string; highlights: string[]; specs: Record<string, string>; colors: Record<string, string> }>;
}

/** A filter for product search. */
export interface ProductQuery {
  text?: string;
  category?: Product['category'];
  minPrice?: number;
  maxPrice?: number;
  /** Minimum RAM in GB. */
  minRamGb?: number;
  color?: string;
  /** Any of these tags (拍照, 游戏...). */
  tags?: string[];
  limit?: number;
}

/** An order line. */
export interface OrderItem {
  productId: string;
  name: string;
  quantity: number;
  price: number;
  color?: string;
  i18n?: Translations<{ name: string; color: string }>;
}

/** The money going back to the shopper of a `refunding` or `refunded` order. */
export interface OrderRefund {
  /** In yuan. */
  amount: number;
  requestedAt?: number;
  /** When a refund in progress is expected to reach the shopper's original payment method. */
  expectedBy?: number;
  /** When the refund was paid back. */
  refundedAt?: number;
}

/** An order with the dates the workflows' rules need. */
export interface Order {
  orderId: string;
  customerId: string;
  status: OrderStatus;
  items: OrderItem[];
  total: number;
  placedAt: number;
  shippedAt?: number;
  deliveredAt?: number;
  /** The last four digits of the contact phone, for guest verification. */
  phoneLast4: string;
  address: string;
  carrier?: string;
  trackingNumber?: string;
  /** After-sales requests still open on the order (returns, exchanges, repairs) and the invoices issued for it. */
  requests?: OrderRequest[];
  /** The refund of a `refunding` or `refunded` order, when the backend knows it. */
  refund?: OrderRefund;
  i18n?: Translations<{ address: string; carrier: string }>;
}

/** An after-sales request made on an order. */
export interface OrderRequest {
  kind: CommerceReceipt['kind'];
  /** The receipt id the shopper was given. */
  requestId: string;
  /** For an invoice: the type issued (`personal`, `company`, `special`). */
  invoiceType?: string;
}

/** A parcel's journey. */
export interface Logistics {
  orderId: string;
  carrier: string;
  trackingNumber: string;
  status: string;
  estimatedDelivery?: number;
  /** Newest first. */
  events: LogisticsEvent[];
  i18n?: Translations<{ carrier: string; status: string }>;
}

/** One step of a parcel's journey. */
export interface LogisticsEvent {
  time: number;
  location?: string;
  description: string;
  i18n?: Translations<{ location: string; description: string }>;
}

/** What a write tool created. */
export interface CommerceReceipt {
  receiptId: string;
  kind: 'return' | 'exchange' | 'repair' | 'invoice';
  /** Label/value pairs to show the shopper (address, instructions...). */
  fields: Array<{ label: string; value: string }>;
  instructions: string[];
}

/** A request a write tool submits. */
export interface WriteRequest {
  kind: CommerceReceipt['kind'];
  orderId: string;
  customerId: string;
  /**
   * The write tool's arguments besides the order (reason, repair type, invoice title, tax id...), as checked by its
   * schema: stable values such as `quality` or `mail`, never text in the shopper's language.
   */
  details: Record<string, string | string[]>;
  /** The same for every attempt of one submission (a retry, a re-run after a crash): the backend answers with the first receipt. */
  idempotencyKey?: string;
  /** The shopper's language, for the receipt's instructions. */
  locale?: Locale;
}

/** The merchant's shop, behind one interface: the demo catalog or the merchant's HTTP API. */
export interface CommerceBackend {
  searchProducts(query: ProductQuery): Promise<Product[]>;
  getProduct(productId: string): Promise<Product | undefined>;
  listProducts(): Promise<Product[]>;
  getOrder(orderId: string): Promise<Order | undefined>;
  listOrders(customerId: string): Promise<Order[]>;
  getLogistics(orderId: string): Promise<Logistics | undefined>;
  /** Checks a guest's claim to an order: the phone number's last four digits. */
  verifyOrderContact(orderId: string, phoneLast4: string): Promise<boolean>;
  /** Write tools: create a return / exchange / repair order or an invoice. */
  submit(request: WriteRequest): Promise<CommerceReceipt>;
}

/** Why a commerce call failed: `transient` failures (network, 5xx, timeouts) are worth retrying. */
export class CommerceError extends Error {
  override name = 'CommerceError';
  constructor(message: string, readonly transient: boolean, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A write the backend refused because the order already has such a request (an open return, an invoice of that type). */
export class DuplicateRequestError extends CommerceError {
  override name = 'DuplicateRequestError';
  constructor(readonly existing: OrderRequest) {
    super(`order already has ${existing.kind} request ${existing.requestId}`, false);
  }
}

/**
 * The request already on an order that a new one of `kind` would duplicate: one open return, exchange or repair
 * per order at a time, and one invoice per type. Backends refuse such a write; workflows check it up front.
 */
export function conflictingRequest(requests: readonly OrderRequest[] | undefined, kind: OrderRequest['kind'], invoiceType?: string): OrderRequest | undefined {
  if (kind === 'invoice') return requests?.find((request) => request.kind === 'invoice' && request.invoiceType === invoiceType);
  return requests?.find((request) => request.kind !== 'invoice');
}
