import type { Cache } from '../../ports/cache.js';
import type { Clock } from '../../ports/clock.js';
import type { Locale } from '@kefu/protocol';
import type { CommerceBackend, Order, Product } from '../../ports/commerce-backend.js';
import type { Logger } from '../../logger.js';
import { buildProductLexicon, findProducts, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeName } from '../../adapters/commerce/match-products.js';
import { localizeLogistics, localizeOrder, localizeProduct } from '../../adapters/commerce/localize-commerce.js';
import { colorMatches, colorNames } from '../../adapters/commerce/match-color.js';
import type { ProductView, ToolResult } from './tool-results.js';
import { READ_TOOL_SPECS, type ReadToolName } from './tool-schemas.js';
import { withRetry } from './with-retry.js';

/** Options of {@link createCommerceTools}. */
export interface CommerceToolsOptions {
  commerce: CommerceBackend;
  cache: Cache;
  clock: Clock;
  logger: Logger;
  /** First retry backoff. @default 50 */
  retryDelayMs?: number;
}

/** Who is calling a tool: order tools answer only for the verified customer's own orders. */
export interface ToolCaller {
  customerId?: string;
  signal?: AbortSignal;
  /** The answer's language: results carry the catalog's text in it where the data has it. @default 'zh-CN' */
  locale?: Locale;
}

const FRESH_MS = 5 * 60_000;
const LAST_KNOWN_MS = 7 * 24 * 3_600_000;
const LEXICON_MS = 10 * 60_000;

/**
 * The read tools of seed 000, over any backend: cached prices and stock, retries, stale fallback, identity checks.
 * The write tools are the workflows': they check a submission against `WRITE_TOOL_SPECS` and call the backend themselves.
 */
export interface CommerceTools {
  /** Runs a read tool with arguments the model or the rule planner chose; validates them first. */
  run(name: ReadToolName, args: unknown, caller: ToolCaller): Promise<ToolResult>;
  /** The catalog lexicon for entity extraction (refreshed every 10 minutes). */
  lexicon(): Promise<ProductLexicon>;
}

/** Builds the tools over a commerce backend. */
export function createCommerceTools(options: CommerceToolsOptions): CommerceTools {
  const { commerce, cache, clock, logger } = options;
  const retry = <T>(call: () => Promise<T>, signal?: AbortSignal) => withRetry(call, { baseDelayMs: options.retryDelayMs ?? 50, ...(signal ? { signal } : {}) });
  let lexicon: { value: ProductLexicon; at: number } | undefined;

  async function getLexicon(): Promise<ProductLexicon> {
    if (lexicon && clock.now() - lexicon.at < LEXICON_MS) return lexicon.value;
    try {
      lexicon = { value: buildProductLexicon(await retry(() => commerce.listProducts())), at: clock.now() };
    } catch (error) {
      logger.warn({ err: error }, 'catalog unavailable for the product lexicon');
      if (!lexicon) return buildProductLexicon([]);
    }
    return lexicon.value;
  }

  // Prices and stock: 5 minutes fresh; the last value seen is kept longer and served, marked stale, when the backend fails.
  async function product(productId: string, signal?: AbortSignal): Promise<ProductView | 'unavailable' | undefined> {
    const fresh = await cache.get<ProductView>(`tool:product:${productId}`);
    if (fresh) return fresh;
    try {
      const found = await retry(() => commerce.getProduct(productId), signal);
      if (!found) return undefined;
      const view: ProductView = { ...found, asOf: clock.now() };
      await cache.set(`tool:product:${productId}`, view, FRESH_MS);
      await cache.set(`tool:product-last:${productId}`, view, LAST_KNOWN_MS);
      return view;
    } catch (error) {
      logger.warn({ err: error, productId }, 'commerce backend failed; trying the last known value');
      const last = await cache.get<ProductView>(`tool:product-last:${productId}`);
      return last ? { ...last, stale: true } : 'unavailable';
    }
  }

  async function resolveModel(model: string): Promise<string | undefined> {
    const table = await getLexicon();
    if (table.names.has(model)) return model;
    const exact = table.entries.find((entry) => entry.key === normalizeName(model));
    return exact?.productId ?? findProducts(model, table)[0];
  }

  async function ownOrder(orderId: string, caller: ToolCaller): Promise<Order | undefined> {
    const order = await retry(() => commerce.getOrder(orderId), caller.signal);
    // Someone else's order and a missing order look exactly the same: existence never leaks.
    return order && order.customerId === caller.customerId ? order : undefined;
  }

  async function lookUp(name: ReadToolName, rawArgs: unknown, caller: ToolCaller): Promise<ToolResult> {
    const parsed = READ_TOOL_SPECS[name].schema.safeParse(rawArgs ?? {});
    if (!parsed.success) return { tool: name, status: 'invalid_arguments', message: parsed.error.issues.map((issue) => issue.message).join('; ') };
    const args = parsed.data as Record<string, unknown>;
    try {
      switch (name) {
        case 'product_search': {
          const a = parsed.data as import('zod').infer<typeof READ_TOOL_SPECS.product_search.schema>;
          const query = {
            ...(a.category ? { category: a.category } : {}),
            ...(a.price_min !== undefined ? { minPrice: a.price_min } : {}),
            ...(a.price_max !== undefined ? { maxPrice: a.price_max } : {}),
            ...(a.ram !== undefined ? { minRamGb: a.ram } : {}),
            ...(a.color ? { color: a.color } : {}),
            limit: 6,
          };
          let found: Product[] = await retry(() => commerce.searchProducts({ ...query, ...(a.tags?.length ? { tags: a.tags } : {}) }), caller.signal);
          // Tags are wishes, not filters: drop them rather than answer with nothing.
          if (!found.length && a.tags?.length) found = await retry(() => commerce.searchProducts(query), caller.signal);
          const now = clock.now();
          return { tool: name, status: 'ok', products: found.map((p) => ({ ...p, asOf: now })) };
        }
        case 'get_inventory_info':
        case 'get_price_info': {
          const model = String(args.product_model);
          const productId = await resolveModel(model);
          if (!productId) return { tool: name, status: 'unknown_product', query: model };
          const view = await product(productId, caller.signal);
          if (view === 'unavailable') return { tool: name, status: 'unavailable' };
          if (!view) return { tool: name, status: 'unknown_product', query: model };
          if (name === 'get_inventory_info') {
            if (!args.color) return { tool: name, status: 'ok', product: view };
            const asked = String(args.color);
            // Matched on the catalog's own data, which knows every name of a colour; shown in the caller's language.
            const shown = localizeProduct(view, caller.locale ?? 'zh-CN').colors;
            const matches = view.colors.flatMap((color, index) => (colorMatches(colorNames(view, color.name), asked) ? [shown[index]!.name] : []));
            return { tool: name, status: 'ok', product: view, color: { asked, matches } };
          }
          const subsidy = view.subsidy ?? 0;
          const applySubsidy = args.apply_subsidy === true || subsidy > 0;
          return { tool: name, status: 'ok', product: view, applySubsidy, original: view.price, subsidy, final: view.price - subsidy };
        }
        case 'product_compare': {
          const models = args.product_models as string[];
          const views: ProductView[] = [];
          for (const model of models) {
            const productId = await resolveModel(model);
            const view = productId ? await product(productId, caller.signal) : undefined;
            if (view === 'unavailable') return { tool: name, status: 'unavailable' };
            if (!view) return { tool: name, status: 'unknown_product', query: model };
            if (!views.some((v) => v.productId === view.productId)) views.push(view);
          }
          if (views.length < 2) return { tool: name, status: 'unknown_product', query: models.join(', ') };
          return { tool: name, status: 'ok', products: views };
        }
        case 'get_order_info': {
          if (!caller.customerId) return { tool: name, status: 'sign_in_required' };
          const orderId = args.order_id as string | undefined;
          if (!orderId) {
            const statuses = args.status as Order['status'][] | undefined;
            const orders = await retry(() => commerce.listOrders(caller.customerId!), caller.signal);
            return { tool: name, status: 'ok', orders: orders.filter((order) => !statuses || statuses.includes(order.status)).slice(0, 3), latest: true };
          }
          const order = await ownOrder(orderId, caller);
          return order ? { tool: name, status: 'ok', orders: [order], latest: false } : { tool: name, status: 'not_found', orderId };
        }
        case 'get_logistics_info': {
          if (!caller.customerId) return { tool: name, status: 'sign_in_required' };
          const trackingNumber = (args.tracking_number as string | undefined)?.toUpperCase();
          let order: Order | undefined;
          if (args.order_id) order = await ownOrder(String(args.order_id), caller);
          else {
            const orders = await retry(() => commerce.listOrders(caller.customerId!), caller.signal);
            order = trackingNumber ? orders.find((o) => o.trackingNumber?.toUpperCase() === trackingNumber) : orders.find((o) => o.status === 'shipped') ?? orders.find((o) => o.trackingNumber);
          }
          if (!order) return { tool: name, status: 'not_found', ...(args.order_id ? { orderId: String(args.order_id) } : {}), ...(trackingNumber ? { trackingNumber } : {}) };
          const logistics = await retry(() => commerce.getLogistics(order!.orderId), caller.signal);
          return logistics ? { tool: name, status: 'ok', order, logistics } : { tool: name, status: 'no_logistics', order };
        }
      }
    } catch (error) {
      logger.warn({ err: error, tool: name }, 'tool failed');
      return { tool: name, status: 'unavailable' };
    }
  }

  return {
    async run(name, rawArgs, caller) {
      return localizeResult(await lookUp(name, rawArgs, caller), caller.locale ?? 'zh-CN');
    },
    lexicon: getLexicon,
  };
}

/** A tool result in the caller's language: catalog text translated where the data has it, no `i18n` maps. */
function localizeResult(result: ToolResult, locale: Locale): ToolResult {
  if (result.status === 'no_logistics') return { ...result, order: localizeOrder(result.order, locale) };
  if (result.status !== 'ok') return result;
  switch (result.tool) {
    case 'product_search':
    case 'product_compare':
      return { ...result, products: result.products.map((product) => localizeProduct(product, locale)) };
    case 'get_inventory_info':
    case 'get_price_info':
      return { ...result, product: localizeProduct(result.product, locale) };
    case 'get_order_info':
      return { ...result, orders: result.orders.map((order) => localizeOrder(order, locale)) };
    case 'get_logistics_info':
      return { ...result, order: localizeOrder(result.order, locale), logistics: localizeLogistics(result.logistics, locale) };
  }
}
