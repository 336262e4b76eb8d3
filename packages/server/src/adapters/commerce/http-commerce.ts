import { z } from 'zod';
import {
  CommerceError,
  DuplicateRequestError,
  OrderStateError,
  UnsupportedWriteError,
  type CommerceBackend,
  type CommerceReceipt,
  type Logistics,
  type Order,
  type OrderRequest,
  type Product,
  type ProductQuery,
} from '../../ports/commerce-backend.js';
import {
  COMMERCE_CONTRACT_VERSION,
  duplicateWireSchema,
  logisticsWireSchema,
  orderStateWireSchema,
  orderWireSchema,
  productWireSchema,
  receiptWireSchema,
  shopWireSchema,
  verifiedWireSchema,
} from './http-contract.js';

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
          'kefu-commerce-version': COMMERCE_CONTRACT_VERSION,
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
    async getShop() {
      return required(await request('GET', '/shop', shopWireSchema), 'shop');
    },
    async searchProducts(query: ProductQuery) {
      return required(await request('GET', `/products?${searchParams(query)}`, z.array(productWireSchema)), 'products') as Product[];
    },
    async getProduct(productId) {
      return (await request('GET', `/products/${id(productId)}`, productWireSchema)) as Product | undefined;
    },
    async listProducts() {
      return required(await request('GET', '/products', z.array(productWireSchema)), 'products') as Product[];
    },
    async getOrder(orderId) {
      return (await request('GET', `/orders/${id(orderId)}`, orderWireSchema)) as Order | undefined;
    },
    async listOrders(customerId) {
      return ((await request('GET', `/customers/${id(customerId)}/orders`, z.array(orderWireSchema))) ?? []) as Order[];
    },
    async getLogistics(orderId) {
      return (await request('GET', `/orders/${id(orderId)}/logistics`, logisticsWireSchema)) as Logistics | undefined;
    },
    async verifyOrderContact(orderId, phoneLast4) {
      const result = await request('POST', `/orders/${id(orderId)}/verify-contact`, verifiedWireSchema, { phoneLast4 });
      return result?.verified === true;
    },
    async submit(write) {
      const { idempotencyKey, ...body } = write;
      const response = await send('POST', '/requests', body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
      // A backend that does not take this kind of write (yet): not a failure, a human takes the request over.
      if (response.status === 404 || response.status === 501) throw new UnsupportedWriteError(write.kind);
      if (response.status === 409) {
        const body: unknown = await response.json().catch(() => undefined);
        const duplicate = duplicateWireSchema.safeParse(body);
        if (duplicate.success) throw new DuplicateRequestError(duplicate.data.existing as OrderRequest);
        const state = orderStateWireSchema.safeParse(body);
        if (state.success) throw new OrderStateError(write.orderId, state.data.status);
      }
      return required(await parse(response, 'POST /requests', receiptWireSchema), 'requests') as CommerceReceipt;
    },
  };
}

/**
 * A product search as query parameters: `text`, `type`, `minPrice` / `maxPrice` in minor units with `currency`,
 * one `option=<name>:<value>` (or `option=<value>` for any group) per option filter, `tags` comma-separated,
 * `inStock=true`, `limit`.
 */
export function searchParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.text) params.set('text', query.text);
  if (query.type) params.set('type', query.type);
  const currency = query.minPrice?.currency ?? query.maxPrice?.currency;
  if (query.minPrice) params.set('minPrice', String(query.minPrice.amount));
  if (query.maxPrice) params.set('maxPrice', String(query.maxPrice.amount));
  if (currency) params.set('currency', currency);
  for (const option of query.options ?? []) params.append('option', option.name ? `${option.name}:${option.value}` : option.value);
  if (query.tags?.length) params.set('tags', query.tags.join(','));
  if (query.inStock) params.set('inStock', 'true');
  if (query.sort) params.set('sort', query.sort);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  return params;
}

/** Reads a product search from its query parameters ({@link searchParams}'s inverse): what a merchant's API parses. */
export function productQueryFromParams(params: URLSearchParams): ProductQuery {
  const currency = params.get('currency') ?? undefined;
  const amount = (name: string) => {
    const value = params.get(name);
    return value !== null && currency && /^\d+$/.test(value) ? { [name]: { amount: Number(value), currency } } : {};
  };
  const options = params.getAll('option').map((option) => {
    const at = option.indexOf(':');
    return at > 0 ? { name: option.slice(0, at), value: option.slice(at + 1) } : { value: option };
  });
  const tags = params.get('tags')?.split(',').filter(Boolean) ?? [];
  const limit = Number(params.get('limit'));
  return {
    ...(params.get('text') ? { text: params.get('text')! } : {}),
    ...(params.get('type') ? { type: params.get('type')! } : {}),
    ...amount('minPrice'),
    ...amount('maxPrice'),
    ...(options.length ? { options } : {}),
    ...(tags.length ? { tags } : {}),
    ...(params.get('inStock') === 'true' ? { inStock: true } : {}),
    ...(params.get('sort') === 'price_asc' || params.get('sort') === 'price_desc' ? { sort: params.get('sort') as 'price_asc' | 'price_desc' } : {}),
    ...(Number.isInteger(limit) && limit > 0 ? { limit } : {}),
  };
}
