import { z } from 'zod';
import { LOCALES, ORDER_STATUSES } from '@kefu/protocol';
import { CommerceError, DuplicateRequestError, type CommerceBackend, type CommerceReceipt, type Logistics, type Order, type OrderRequest, type Product, type ProductQuery } from '../../ports/commerce-backend.js';

/** Options of {@link createHttpCommerce}. */
export interface HttpCommerceOptions {
  /** The merchant API's base URL, e.g. `https://shop.example.com/kefu`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Per request. @default 5000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Optional translations of a record's text, by locale (see `Translations` in the port). */
const translations = <T extends z.ZodRawShape>(shape: T) => z.partialRecord(z.enum(LOCALES), z.object(shape).partial()).optional();

const productSchema = z.object({
  productId: z.string(),
  name: z.string(),
  category: z.enum(['phone', 'tablet', 'earbuds', 'accessory']),
  brand: z.string().default(''),
  aliases: z.array(z.string()).default([]),
  price: z.number().nonnegative(),
  subsidy: z.number().nonnegative().optional(),
  colors: z.array(z.object({ name: z.string(), stock: z.number().int().nonnegative() })),
  ram: z.array(z.string()).default([]),
  specs: z.record(z.string(), z.string()).default({}),
  highlights: z.array(z.string()).default([]),
  tags: z.array(z.string()).optional(),
  imageUrl: z.string().optional(),
  url: z.string().optional(),
  warrantyMonths: z.number().int().nonnegative().default(12),
  i18n: translations({ name: z.string(), highlights: z.array(z.string()), specs: z.record(z.string(), z.string()), colors: z.record(z.string(), z.string()) }),
});
const orderRequestSchema = z.object({ kind: z.enum(['return', 'exchange', 'repair', 'invoice']), requestId: z.string(), invoiceType: z.string().optional() });
const orderSchema = z.object({
  orderId: z.string(),
  customerId: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number().int().positive(),
      price: z.number().nonnegative(),
      color: z.string().optional(),
      i18n: translations({ name: z.string(), color: z.string() }),
    }),
  ),
  total: z.number().nonnegative(),
  placedAt: z.number(),
  shippedAt: z.number().optional(),
  deliveredAt: z.number().optional(),
  phoneLast4: z.string(),
  address: z.string(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  requests: z.array(orderRequestSchema).optional(),
  refund: z
    .object({ amount: z.number().nonnegative(), requestedAt: z.number().optional(), expectedBy: z.number().optional(), refundedAt: z.number().optional() })
    .optional(),
  i18n: translations({ address: z.string(), carrier: z.string() }),
});
const duplicateSchema = z.object({ error: z.literal('duplicate_request'), existing: orderRequestSchema });
const logisticsSchema = z.object({
  orderId: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
  estimatedDelivery: z.number().optional(),
  events: z.array(z.object({ time: z.number(), location: z.string().optional(), description: z.string(), i18n: translations({ location: z.string(), description: z.string() }) })),
  i18n: translations({ carrier: z.string(), status: z.string() }),
});
const receiptSchema = z.object({
  receiptId: z.string(),
  kind: z.enum(['return', 'exchange', 'repair', 'invoice']),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  instructions: z.array(z.string()).default([]),
});

/** The commerce backend over a merchant's own REST API (contract in this folder's README). */
export function createHttpCommerce(options: HttpCommerceOptions): CommerceBackend {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;

  async function send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new CommerceError(`${method} ${path}: ${(error as Error).name === 'TimeoutError' ? 'timed out' : 'network error'}`, true, { cause: error });
    }
  }

  async function parse<T>(response: Response, what: string, schema: z.ZodType<T>): Promise<T | undefined> {
    if (response.status === 404) return undefined;
    if (!response.ok) throw new CommerceError(`${what}: HTTP ${response.status}`, response.status >= 500 || response.status === 429);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new CommerceError(`${what}: response does not match the contract`, false, { cause: parsed.error });
    return parsed.data;
  }

  const request = async <T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T | undefined> =>
    parse(await send(method, path, body), `${method} ${path}`, schema);

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new CommerceError(`${what}: not found`, false);
    return value;
  };
  const id = encodeURIComponent;

  return {
    async searchProducts(query: ProductQuery) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
      return required(await request('GET', `/products?${params}`, z.array(productSchema)), 'products') as Product[];
    },
    async getProduct(productId) {
      return (await request('GET', `/products/${id(productId)}`, productSchema)) as Product | undefined;
    },
    async listProducts() {
      return required(await request('GET', '/products', z.array(productSchema)), 'products') as Product[];
    },
    async getOrder(orderId) {
      return (await request('GET', `/orders/${id(orderId)}`, orderSchema)) as Order | undefined;
    },
    async listOrders(customerId) {
      return ((await request('GET', `/customers/${id(customerId)}/orders`, z.array(orderSchema))) ?? []) as Order[];
    },
    async getLogistics(orderId) {
      return (await request('GET', `/orders/${id(orderId)}/logistics`, logisticsSchema)) as Logistics | undefined;
    },
    async verifyOrderContact(orderId, phoneLast4) {
      const result = await request('POST', `/orders/${id(orderId)}/verify-contact`, z.object({ verified: z.boolean() }), { phoneLast4 });
      return result?.verified === true;
    },
    async submit(write) {
      const { idempotencyKey, ...body } = write;
      const response = await send('POST', '/requests', body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
      if (response.status === 409) {
        const duplicate = duplicateSchema.safeParse(await response.json().catch(() => undefined));
        if (duplicate.success) throw new DuplicateRequestError(duplicate.data.existing as OrderRequest);
      }
      return required(await parse(response, 'POST /requests', receiptSchema), 'requests') as CommerceReceipt;
    },
  };
}
