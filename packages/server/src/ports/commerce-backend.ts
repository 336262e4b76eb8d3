import type { Locale, OrderStatus } from '@kefu/protocol';
import type { Money, Product as ModelProduct, ShopProfile } from '../shop/model/index.js';

export type { Money, ShopProfile };

/**
 * Shopper-facing text of a record in other languages, by locale: the record's own fields, translated. A field
 * missing from a translation (or a translation missing altogether) falls back to the record's own text, which is
 * in the shop's language. The untranslated values stay the keys: orders, stock and exchanges name a colour by
 * its own `name`, and a product translates its colours by that name.
 */
export type Translations<T> = Partial<Record<Locale, Partial<T>>>;

/** A product of the shop's catalog: option groups, variants with their own price and stock, attributes. */
export type Product = ModelProduct;

/** What a shopper looks for; every bound and filter is optional. */
export interface ProductQuery {
  /** Free text matched against titles, handles, SKUs, aliases and vendors, in every language of the catalog. */
  text?: string;
  /** The product type, in any of its languages ("Phones", "手机"). */
  type?: string;
  /** Bounds on the lowest variant price, in the shop's currency. */
  minPrice?: Money;
  maxPrice?: Money;
  /**
   * Each must match a value of the named option group (any group when `name` is absent), in any language; a value
   * without a name is also met by a tag of the product equal to it, whatever the case (earrings tagged Silver).
   */
  options?: Array<{ name?: string; value: string }>;
  /** Any of these tags. */
  tags?: string[];
  /** Only products with a variant that can be bought now. */
  inStock?: boolean;
  /**
   * `price_asc`: cheapest (lowest variant price) first; `price_desc`: most expensive (highest variant price) first.
   * Applied before `limit`. Unsorted when absent.
   */
  sort?: 'price_asc' | 'price_desc';
  limit?: number;
}

/** An order line: which variant, with its option values as sold. */
export interface OrderItem {
  productId: string;
  variantId?: string;
  sku?: string;
  title: string;
  /** The variant's option values by option name, as sold. */
  options: Array<{ name: string; value: string }>;
  quantity: number;
  unitPrice: Money;
  /** `title`, option values and option names (both by option name) in other languages. */
  i18n?: Translations<{ title: string; options: Record<string, string>; optionNames: Record<string, string> }>;
}

/** The money going back to the shopper of a `refunding` or `refunded` order. */
export interface OrderRefund {
  amount: Money;
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
  lines: OrderItem[];
  total: Money;
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
  /**
   * For a return, exchange or repair of some of a multi-item order's lines: those lines, by variant id (else product
   * id). Absent: the whole order.
   */
  items?: string[];
  /**
   * For a return, exchange or repair of some units of a line (one of two tees): units per line of `items`, 1..the
   * line's quantity. A line not in it is taken whole; so one line may be under several requests (one tee exchanged,
   * the other returned) until all its units are.
   */
  quantities?: Record<string, number>;
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
  kind: 'return' | 'exchange' | 'repair' | 'invoice' | 'cancel' | 'address_change';
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
  /** A return, exchange or repair of some units of its lines: units per line, 1..the line's quantity (absent: whole lines). */
  quantities?: Record<string, number>;
}

/** The merchant's shop, behind one interface: the demo catalog or the merchant's HTTP API. */
export interface CommerceBackend {
  /** Who the shop is: name, currency, time zone, languages, policies and named promotions (`shop.yaml`). */
  getShop(): Promise<ShopProfile>;
  searchProducts(query: ProductQuery): Promise<Product[]>;
  getProduct(productId: string): Promise<Product | undefined>;
  listProducts(): Promise<Product[]>;
  getOrder(orderId: string): Promise<Order | undefined>;
  listOrders(customerId: string): Promise<Order[]>;
  getLogistics(orderId: string): Promise<Logistics | undefined>;
  /** Checks a guest's claim to an order: the phone number's last four digits. */
  verifyOrderContact(orderId: string, phoneLast4: string): Promise<boolean>;
  /** Write tools: create a return / exchange / repair order or an invoice; cancel an order or change its address. */
  submit(request: WriteRequest): Promise<CommerceReceipt>;
}

/** Why a commerce call failed: `transient` failures (network, 5xx, timeouts) are worth retrying. */
export class CommerceError extends Error {
  override name = 'CommerceError';
  constructor(
    message: string,
    readonly transient: boolean,
    options?: { cause?: unknown },
  ) {
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

/** A write of a kind the merchant's backend does not take (`404` / `501` on `POST /requests`): a human takes the request over. */
export class UnsupportedWriteError extends CommerceError {
  override name = 'UnsupportedWriteError';
  constructor(readonly kind: WriteRequest['kind']) {
    super(`the shop's backend does not take ${kind} requests`, false);
  }
}

/** A write the order's state no longer allows (`409` with `order_state`): it shipped before the cancellation reached the shop. */
export class OrderStateError extends CommerceError {
  override name = 'OrderStateError';
  constructor(
    readonly orderId: string,
    readonly status: OrderStatus,
  ) {
    super(`order ${orderId} is ${status}`, false);
  }
}

const AFTER_SALES: ReadonlyArray<OrderRequest['kind']> = ['return', 'exchange', 'repair'];

/** The lines a write is about, as its request will name them: `items` (a return), `item` (an exchange, a repair), else none. */
export function writeItems(request: Pick<WriteRequest, 'kind' | 'details'>): string[] | undefined {
  if (!AFTER_SALES.includes(request.kind)) return undefined;
  const { items, item } = request.details;
  const named = Array.isArray(items) ? items : typeof item === 'string' ? [item] : [];
  return named.length > 0 ? [...new Set(named)] : undefined;
}

/**
 * The request already on an order that a new one of `kind` would duplicate: one open return, exchange or repair
 * per unit of a line at a time (a request naming no `items` holds every line, and a new one naming none wants every
 * line; one naming lines without `quantities` holds them whole), one invoice per type, and one open cancellation. So
 * the tees of an order can be returned while its shirt is exchanged, and one tee of two returned while the other is
 * exchanged, but one unit is never both. Address changes never conflict (the order's state decides: a later one replaces the
 * address again). Backends refuse such a write; workflows check it up front.
 */
export function conflictingRequest(
  requests: readonly OrderRequest[] | undefined,
  kind: OrderRequest['kind'],
  invoiceType?: string,
  items?: readonly string[],
  units?: LineUnits,
): OrderRequest | undefined {
  if (kind === 'invoice') return requests?.find((request) => request.kind === 'invoice' && request.invoiceType === invoiceType);
  if (kind === 'cancel') return requests?.find((request) => request.kind === 'cancel');
  if (kind === 'address_change') return undefined;
  const afterSales = requests?.filter((request) => AFTER_SALES.includes(request.kind)) ?? [];
  const overlaps = (request: OrderRequest) => !request.items?.length || !items?.length || request.items.some((line) => items.includes(line));
  return afterSales.find((request) => overlaps(request) && !sharesUnits(request, afterSales, items, units));
}

/** The units ordered of each line (by variant id, else product id) and those a new request wants (absent: whole lines). */
export interface LineUnits {
  ordered: ReadonlyMap<string, number>;
  wanted?: Readonly<Record<string, number>>;
}

/**
 * Whether `request` and a new return, exchange or repair of some units only touch lines with units left for both:
 * the other tee of two may be returned after the first was exchanged, never a third. Without `units`, lines are whole.
 * `requests`: the order's open returns, exchanges and repairs, each holding its units of the line (every unit when it
 * names no lines, or the line without `quantities`).
 */
function sharesUnits(request: OrderRequest, requests: readonly OrderRequest[], items: readonly string[] | undefined, units: LineUnits | undefined): boolean {
  if (!units || !items?.length || !request.items?.length) return false;
  return request.items
    .filter((line) => items.includes(line))
    .every((line) => {
      const ordered = units.ordered.get(line);
      if (ordered === undefined) return false;
      const held = requests
        .filter((one) => !one.items?.length || one.items.includes(line))
        .reduce((sum, one) => sum + (one.items?.length ? (one.quantities?.[line] ?? ordered) : ordered), 0);
      return held + (units.wanted?.[line] ?? ordered) <= ordered;
    });
}
