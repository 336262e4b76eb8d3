import type { Locale } from '@kefu/protocol';
import type { Clock } from '../../ports/clock.js';
import type { CommerceBackend, CommerceReceipt, Order, OrderRequest, Product, ShopProfile, WriteRequest } from '../../ports/commerce-backend.js';
import { CommerceError, conflictingRequest, DuplicateRequestError, OrderStateError, writeItems } from '../../ports/commerce-backend.js';
import { readShopFolder, type ShopFolder } from '../../shop/read-demo-shop.js';
import type { Money } from '../../shop/model/money.js';
import type { OrderRecord } from '../../shop/model/order.js';
import { highestPrice, lowestPrice } from '../../shop/product-price.js';
import { matchesQuery } from './match-products.js';
import { resolveLogistics, resolveOrder } from './resolve-order-record.js';

/** Options of {@link createShopFolderCommerce}. */
export interface ShopFolderCommerceOptions {
  clock: Clock;
  /** The shop to serve. @default the demo shop, `shops/demo` */
  shop?: ShopFolder;
}

const receiptTitles: Record<CommerceReceipt['kind'], string> = { return: 'R', exchange: 'E', repair: 'RP', invoice: 'INV', cancel: 'C', address_change: 'AC' };

/**
 * The embedded commerce backend over a shop folder (the demo shop by default): its profile, products and orders,
 * order dates relative to the clock. Write requests live in memory: a return moves its order to `refunding`
 * (refunding its total, or the lines it names, or the units of them it names), a cancellation to `cancelled` and an address change replaces its
 * address (both only before it ships, else {@link OrderStateError}); a second request for the same order (for
 * returns, exchanges and repairs: about the same line) is refused, and a repeated idempotency key gets the first
 * receipt again. Receipts speak the request's `locale`.
 */
export function createShopFolderCommerce(options: ShopFolderCommerceOptions): CommerceBackend & { readonly receipts: readonly CommerceReceipt[] } {
  const catalog = options.shop ?? readShopFolder();
  const products = new Map(catalog.products.map((product) => [product.productId, product]));
  const orders = new Map(catalog.orders.map((order) => [order.orderId.toUpperCase(), order]));
  const receipts: CommerceReceipt[] = [];
  const byKey = new Map<string, CommerceReceipt>();
  const requests = new Map<string, OrderRequest[]>();
  const returnedAt = new Map<string, number>();
  /** What a return of some of an order's lines refunds: those lines, not the order's total. */
  const refundOf = new Map<string, Money>();
  const cancelled = new Set<string>();
  const addresses = new Map<string, string>();
  const copy = (product: Product): Product => structuredClone(product);
  const withRequests = (order: Order): Order => {
    const key = order.orderId.toUpperCase();
    const made = requests.get(key);
    if (!made) return order;
    const returned = returnedAt.get(key);
    const refunding =
      returned === undefined
        ? {}
        : { status: 'refunding' as const, refund: order.refund ?? { amount: refundOf.get(key) ?? order.total, requestedAt: returned } };
    const cancel = cancelled.has(key) ? { status: 'cancelled' as const } : {};
    const address = addresses.get(key);
    // The new address is the shopper's own text: it replaces the shop's translations of the old one.
    const moved =
      address === undefined
        ? {}
        : { address, i18n: Object.fromEntries(Object.entries(order.i18n ?? {}).map(([locale, text]) => [locale, { ...text, address }])) };
    return { ...order, ...refunding, ...cancel, ...moved, requests: structuredClone(made) };
  };

  return {
    receipts,
    async getShop() {
      return structuredClone(catalog.profile);
    },
    async searchProducts(query) {
      const found = catalog.products.filter((product) => matchesQuery(product, query));
      if (query.sort === 'price_asc') found.sort((a, b) => lowestPrice(a).amount - lowestPrice(b).amount);
      if (query.sort === 'price_desc') found.sort((a, b) => highestPrice(b).amount - highestPrice(a).amount);
      return found.slice(0, query.limit ?? 10).map(copy);
    },
    async getProduct(productId) {
      const product = products.get(productId);
      return product && copy(product);
    },
    async listProducts() {
      return catalog.products.map(copy);
    },
    async getOrder(orderId) {
      const record = orders.get(orderId.toUpperCase());
      return record && withRequests(resolveOrder(record, options.clock.now()));
    },
    async listOrders(customerId) {
      const now = options.clock.now();
      return catalog.orders
        .filter((order) => order.customerId === customerId)
        .map((order) => withRequests(resolveOrder(order, now)))
        .sort((a, b) => b.placedAt - a.placedAt);
    },
    async getLogistics(orderId) {
      const record = orders.get(orderId.toUpperCase());
      return record && resolveLogistics(record, options.clock.now());
    },
    async verifyOrderContact(orderId, phoneLast4) {
      const expected = orders.get(orderId.toUpperCase())?.contactPhoneLast4;
      return expected !== undefined && expected === phoneLast4.trim();
    },
    async submit(request: WriteRequest) {
      const orderId = request.orderId.toUpperCase();
      const record = orders.get(orderId);
      if (!record || record.customerId !== request.customerId) throw new CommerceError(`order ${request.orderId} not found for this customer`, false);
      const again = request.idempotencyKey === undefined ? undefined : byKey.get(request.idempotencyKey);
      if (again) return structuredClone(again);
      if (request.kind === 'cancel' || request.kind === 'address_change') {
        // Only before it ships: the state is read now, not when the workflow checked it.
        const status = withRequests(resolveOrder(record, options.clock.now())).status;
        if (status !== 'pending_payment' && status !== 'paid') throw new OrderStateError(record.orderId, status);
      }
      const invoiceType = request.kind === 'invoice' ? String(request.details['invoiceType'] ?? '') : undefined;
      const items = writeItems(request);
      // A return, exchange or repair of some units of a line (one of two tees): those units, checked against the order.
      const quantities = items ? unitsTaken(record, items, request.quantities) : undefined;
      const ordered = new Map(record.lines.map((line) => [line.variantId ?? line.productId, line.quantity]));
      const existing = conflictingRequest(requests.get(orderId), request.kind, invoiceType, items, { ordered, ...(quantities ? { wanted: quantities } : {}) });
      if (existing) throw new DuplicateRequestError(structuredClone(existing));
      const receipt = buildReceipt(request, receipts.length + 1, catalog.profile);
      receipts.push(receipt);
      if (request.idempotencyKey !== undefined) byKey.set(request.idempotencyKey, receipt);
      const made: OrderRequest = {
        kind: request.kind,
        requestId: receipt.receiptId,
        ...(invoiceType ? { invoiceType } : {}),
        ...(items ? { items } : {}),
        ...(quantities ? { quantities } : {}),
      };
      requests.set(orderId, [...(requests.get(orderId) ?? []), made]);
      if (request.kind === 'return') {
        returnedAt.set(orderId, options.clock.now());
        const lines = linesReturned(record, request.details['items'], quantities);
        // A later return of the order's other lines (or the other units of a line) adds to what the first refunds.
        const units = (line: OrderRecord['lines'][number]) => quantities?.[line.variantId ?? line.productId] ?? line.quantity;
        const before = refundOf.get(orderId)?.amount ?? 0;
        if (lines)
          refundOf.set(orderId, {
            amount: before + lines.reduce((sum, line) => sum + line.unitPrice.amount * units(line), 0),
            currency: record.total.currency,
          });
      }
      if (request.kind === 'cancel') cancelled.add(orderId);
      if (request.kind === 'address_change') addresses.set(orderId, String(request.details['address']));
      return structuredClone(receipt);
    },
  };
}

/**
 * The lines a return names (by variant or product id), when it names some but not all or some units of one:
 * undefined for the whole order.
 */
function linesReturned(order: OrderRecord, items: unknown, quantities: Record<string, number> | undefined): OrderRecord['lines'] | undefined {
  if (!Array.isArray(items) || !items.length) return undefined;
  const lines = order.lines.filter((line) => items.includes(line.variantId ?? line.productId));
  return lines.length && (lines.length < order.lines.length || quantities) ? lines : undefined;
}

/**
 * The units a return, exchange or repair takes of the lines it names, checked against the order: each 1..the line's
 * quantity, only for lines it names; a line taken whole is left out. Undefined when every named line is taken whole.
 */
function unitsTaken(order: OrderRecord, items: readonly string[], quantities: Record<string, number> | undefined): Record<string, number> | undefined {
  if (!quantities) return undefined;
  const some: Record<string, number> = {};
  for (const [ref, units] of Object.entries(quantities)) {
    const line = order.lines.find((one) => (one.variantId ?? one.productId) === ref);
    if (!line || !items.includes(ref) || !Number.isInteger(units) || units < 1 || units > line.quantity)
      throw new CommerceError(`order ${order.orderId} has no ${units} of line ${ref}`, false);
    if (units < line.quantity) some[ref] = units;
  }
  return Object.keys(some).length ? some : undefined;
}

const INSTRUCTIONS: Record<CommerceReceipt['kind'], Record<Locale, string[]>> = {
  return: {
    'zh-CN': ['请在 3 天内寄回商品，并保持包装完整。', '签收后 1–3 个工作日内原路退款。'],
    en: [
      'Please send the product back within 3 days, in its original packaging.',
      'The refund reaches your original payment method 1–3 business days after we receive it.',
    ],
  },
  exchange: {
    'zh-CN': ['请在 3 天内寄回商品。', '收到后 2 个工作日内寄出新机。'],
    en: ['Please send the product back within 3 days.', 'We ship the replacement within 2 business days of receiving it.'],
  },
  repair: {
    'zh-CN': ['寄修请使用顺丰到付寄至售后中心。', '检测后我们会联系您确认维修方案与费用。'],
    en: [
      'For a mail-in repair, send the device to the service centre by SF Express, freight collect.',
      'After the inspection we contact you to confirm the repair and its cost.',
    ],
  },
  invoice: {
    'zh-CN': ['电子发票将在 24 小时内发送至您的账户。'],
    en: ['The electronic invoice reaches your account within 24 hours.'],
  },
  cancel: { 'zh-CN': ['订单取消后，款项将原路退回。'], en: ['Once the order is cancelled, the payment goes back to your original payment method.'] },
  address_change: { 'zh-CN': ['包裹将寄往新地址。'], en: ['The parcel will be sent to the new address.'] },
};

// Field labels are the detail keys (`reason`, `returnAddress`...): the chat shows them in the shopper's language.
function buildReceipt(request: WriteRequest, serial: number, profile: ShopProfile): CommerceReceipt {
  const receiptId = `${receiptTitles[request.kind]}${String(100000 + serial)}`;
  const details = Object.entries(request.details).map(([label, value]) => ({ label, value: Array.isArray(value) ? value.join(' ') : value }));
  const fields = [{ label: 'orderId', value: request.orderId }, ...details];
  const locale = request.locale ?? 'zh-CN';
  const instructions = [...INSTRUCTIONS[request.kind][locale]];
  // The shop's return address from its profile, in the request's language where the profile translates it.
  const address = profile.i18n?.[locale]?.returnAddress ?? profile.returnAddress;
  const returnTo = address ? [{ label: 'returnAddress', value: address }] : [];
  switch (request.kind) {
    case 'return':
      return { receiptId, kind: 'return', fields: [...fields, ...returnTo], instructions };
    case 'exchange':
      return { receiptId, kind: 'exchange', fields: [...fields, ...returnTo], instructions };
    case 'repair':
      return { receiptId, kind: 'repair', fields, instructions };
    case 'invoice':
      return { receiptId, kind: 'invoice', fields: [...fields, { label: 'issuedAs', value: 'electronic' }], instructions };
    case 'cancel':
      return { receiptId, kind: 'cancel', fields, instructions };
    case 'address_change':
      return { receiptId, kind: 'address_change', fields: fields.filter((field) => field.label !== 'phone'), instructions };
  }
}
