import type { Cache } from '../../ports/cache.js';
import type { Clock } from '../../ports/clock.js';
import type { Locale } from '@kefu/protocol';
import type { CommerceBackend, Money, Order, Product, ShopProfile } from '../../ports/commerce-backend.js';
import { applicablePromotions } from '../../shop/applicable-promotions.js';
import { compareAtPrice, highestPrice, lowestPrice } from '../../shop/product-price.js';
import { rankedBy } from './ranked-by.js';
import { minorUnitDigits } from '../../shop/model/index.js';
import type { Logger } from '../../logger.js';
import { buildProductLexicon, findProducts, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { carriesWords } from './carries-words.js';
import { isFor, markedForOthers } from '../../adapters/rules/product-audience.js';
import { isAddOn, withoutAddOns } from '../../adapters/rules/add-on-product.js';
import { normalizeName } from '../../adapters/commerce/match-products.js';
import { localizeLogistics, localizeOrder, localizeProduct } from '../../adapters/commerce/localize-commerce.js';
import { colourNamedBy, optionValueMatches } from '../../adapters/commerce/match-color.js';
import type { OptionsAsked, ProductView, ToolResult } from './tool-results.js';
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
  /** A guest's orders proven theirs in this conversation (order number + phone ending): these they may look up. */
  verifiedOrderIds?: readonly string[];
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
  /** The shop's profile (refreshed with the lexicon); undefined while the backend cannot say. */
  shop(): Promise<ShopProfile | undefined>;
}

// Without a profile (the backend is down at start) answers still need a zone and a currency to word things in.
const FALLBACK_ZONE = 'UTC';

/** How many matches a search shows. */
const SHOWN = 6;
/** How many matches a search with words to carry looks through. */
const WORDS_SCAN = 100;
/** How many more matches a search looks through than it shows, for the add-ons it leaves out. */
const ADD_ON_ROOM = 4;
// A size written as a number ("42"), which a search may ask for though the catalog never sells it.
const SIZE_NUMBER = /^\d{1,2}(?:\.5)?$/;

/** Builds the tools over a commerce backend. */
export function createCommerceTools(options: CommerceToolsOptions): CommerceTools {
  const { commerce, cache, clock, logger } = options;
  const retry = <T>(call: () => Promise<T>, signal?: AbortSignal) =>
    withRetry(call, { baseDelayMs: options.retryDelayMs ?? 50, ...(signal ? { signal } : {}) });
  let lexicon: { value: ProductLexicon; shop: ShopProfile; at: number } | undefined;

  async function getLexicon(): Promise<ProductLexicon> {
    if (lexicon && clock.now() - lexicon.at < LEXICON_MS) return lexicon.value;
    try {
      const [products, shop] = await Promise.all([retry(() => commerce.listProducts()), retry(() => commerce.getShop())]);
      lexicon = { value: buildProductLexicon(products, shop, clock.now()), shop, at: clock.now() };
    } catch (error) {
      logger.warn({ err: error }, 'catalog unavailable for the product lexicon');
      if (!lexicon) return buildProductLexicon([]);
    }
    return lexicon.value;
  }

  async function getShop(): Promise<ShopProfile | undefined> {
    await getLexicon();
    return lexicon?.shop;
  }

  const viewOf = (product: Product, shop: ShopProfile | undefined, locale: string, asOf: number): ProductView => ({
    ...product,
    promotions: shop ? applicablePromotions(product, shop, locale, asOf) : [],
    asOf,
  });

  // Budgets are said in the shop currency's main unit; queries take minor units.
  const money = (major: number, currency: string) => ({ amount: Math.round(major * 10 ** minorUnitDigits(currency)), currency });

  // Prices and stock: 5 minutes fresh; the last value seen is kept longer and served, marked stale, when the backend fails.
  async function product(productId: string, caller: ToolCaller): Promise<ProductView | 'unavailable' | undefined> {
    const signal = caller.signal;
    const locale = caller.locale ?? 'zh-CN';
    // Promotions are named in the caller's language, so a cached view is per language.
    const fresh = await cache.get<ProductView>(`tool:product:${productId}:${locale}`);
    if (fresh) return fresh;
    try {
      const found = await retry(() => commerce.getProduct(productId), signal);
      if (!found) return undefined;
      const view = viewOf(found, await getShop(), locale, clock.now());
      await cache.set(`tool:product:${productId}:${locale}`, view, FRESH_MS);
      await cache.set(`tool:product-last:${productId}:${locale}`, view, LAST_KNOWN_MS);
      return view;
    } catch (error) {
      logger.warn({ err: error, productId }, 'commerce backend failed; trying the last known value');
      const last = await cache.get<ProductView>(`tool:product-last:${productId}:${locale}`);
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
    const theirs = caller.customerId ? order?.customerId === caller.customerId : caller.verifiedOrderIds?.includes(order?.orderId ?? '');
    return order && theirs ? order : undefined;
  }

  async function lookUp(name: ReadToolName, rawArgs: unknown, caller: ToolCaller): Promise<ToolResult> {
    const parsed = READ_TOOL_SPECS[name].schema.safeParse(rawArgs ?? {});
    if (!parsed.success) return { tool: name, status: 'invalid_arguments', message: parsed.error.issues.map((issue) => issue.message).join('; ') };
    const args = parsed.data as Record<string, unknown>;
    try {
      switch (name) {
        case 'product_search': {
          const a = parsed.data as import('zod').infer<typeof READ_TOOL_SPECS.product_search.schema>;
          const shop = await getShop();
          const lexicon = await getLexicon();
          const currency = shop?.currency ?? lexicon.currency;
          // An audience is looked for only where the shop says who any product is for; elsewhere it is not denied either.
          const audience = a.audience && lexicon.recordsAudience ? a.audience : undefined;
          const giftFor = a.gift_for && !audience && lexicon.recordsAudience ? a.gift_for : undefined;
          const query = {
            ...(a.type ? { type: a.type } : {}),
            ...(a.text ? { text: a.text } : {}),
            ...(a.price_min !== undefined ? { minPrice: money(a.price_min, currency) } : {}),
            ...(a.price_max !== undefined ? { maxPrice: money(a.price_max, currency) } : {}),
            ...(a.options?.length ? { options: a.options.map((value) => ({ value })) } : {}),
            ...(a.in_stock ? { inStock: true } : {}),
            ...(a.sort ? { sort: a.sort } : {}),
            // Words are looked for here, among more of the matches than are shown: the backend's search knows no such filter.
            // So are products ranked by an attribute: the lightest may be anywhere in the backend's order.
            limit: a.words?.length || audience || giftFor || a.rank_by || a.every_match ? WORDS_SCAN : SHOWN + ADD_ON_ROOM,
          };
          // "what is your cheapest product?": not the $0.98 package protection nor a gift card, unless the shopper names
          // it ("route package protection") or asks for its kind.
          const namesAddOn = !!(a.text || a.words?.length || (a.type && isAddOn({ title: '', type: a.type })));
          const goods = (products: Product[]) => (namesAddOn ? products : withoutAddOns(products));
          // "any boxy tees?": the tees carrying "boxy"; when none does, the tees, and the answer says none is boxy.
          const carrying = (products: Product[]) => (a.words?.length ? products.filter((product) => carriesWords(product, a.words!)) : products);
          // "anything for kids?": the products marked for kids; when none is, the closest, and the answer says none is.
          let unserved: typeof audience;
          // "gift for my girlfriend": not what is marked for men or for children; what is marked for women first.
          const gifted = (products: Product[]) => {
            if (!giftFor) return products;
            const kept = products.filter((product) => !markedForOthers(product, giftFor));
            const theirs = (product: Product) => (isFor(product, giftFor) ? 0 : 1);
            return kept.length ? [...kept].sort((x, y) => theirs(x) - theirs(y)) : products;
          };
          const marked = (all: Product[]) => {
            const products = gifted(goods(all));
            if (!audience) return products;
            const kept = products.filter((product) => isFor(product, audience));
            if (!kept.length && products.length) unserved = audience;
            return kept.length ? kept : products;
          };
          // Tags are wishes, not filters: a search keeps them when something carries them, else drops them.
          const tagged = async (wanted: typeof query) => {
            const withTags = a.tags?.length ? await retry(() => commerce.searchProducts({ ...wanted, tags: a.tags }), caller.signal) : [];
            return withTags.length ? withTags : retry(() => commerce.searchProducts(wanted), caller.signal);
          };
          let all: Product[] = marked(await retry(() => commerce.searchProducts({ ...query, ...(a.tags?.length ? { tags: a.tags } : {}) }), caller.signal));
          let found = carrying(all);
          // Tags are wishes, not filters: drop them rather than answer with nothing.
          if (!found.length && a.tags?.length) {
            unserved = undefined;
            all = marked(await retry(() => commerce.searchProducts(query), caller.signal));
            found = carrying(all);
          }
          // "有42码的鞋吗" where nothing comes in 42: the search without the sizes the catalog never sells, which the
          // answer names; asked alone, nothing is searched (a list of everything would read as if it came in 42).
          const notSold = !found.length ? (a.options ?? []).filter((value) => SIZE_NUMBER.test(value) && !lexicon.optionGroupsOf?.has(value)) : [];
          if (notSold.length) {
            const { options: _asked, ...others } = query;
            const kept = (a.options ?? []).filter((value) => !notSold.includes(value));
            const wishes = !!(
              a.type ||
              a.text ||
              a.tags?.length ||
              a.words?.length ||
              audience ||
              kept.length ||
              a.price_min !== undefined ||
              a.price_max !== undefined
            );
            all = wishes ? marked(await tagged({ ...others, ...(kept.length ? { options: kept.map((value) => ({ value })) } : {}) })) : [];
            found = carrying(all);
          }
          const unmatched = a.words?.length && !found.length && all.length ? a.words : undefined;
          if (unmatched) found = all;
          if (a.rank_by) found = rankedBy(found, a.rank_by, a.rank ?? 'most');
          found = found.slice(0, a.every_match ? WORDS_SCAN : SHOWN);
          // A merchant's API may not sort: the order asked for is kept here whatever it returns.
          const cheapestFirst = (products: Product[]) => [...products].sort((x, y) => lowestPrice(x).amount - lowestPrice(y).amount);
          if (a.sort === 'price_asc') found = cheapestFirst(found);
          if (a.sort === 'price_desc') found = [...found].sort((x, y) => highestPrice(y).amount - highestPrice(x).amount);
          const now = clock.now();
          const view = (p: Product) => viewOf(p, shop, caller.locale ?? 'zh-CN', now);
          // "anything under 500?" where everything costs more: what the budget would have to be, not just "nothing".
          let overBudget: { budget: Money; cheapest: ProductView[] } | undefined;
          if (!found.length && query.maxPrice && !query.minPrice) {
            const { maxPrice, ...rest } = query;
            const above = cheapestFirst(goods(await retry(() => commerce.searchProducts({ ...rest, sort: 'price_asc' }), caller.signal))).slice(0, 3);
            if (above.length) overBudget = { budget: maxPrice, cheapest: above.map(view) };
          }
          // "one piece swimsuits" → "in black?" where none is black: the search without the values, and the answer says so.
          let valuesUnmatched: { values: string[]; products: ProductView[] } | undefined;
          // (A size the catalog never sells is answered as such, above.)
          if (!found.length && !overBudget && !notSold.length && query.options?.length) {
            const { options, ...rest } = query;
            const without = carrying(marked(await tagged(rest))).slice(0, SHOWN);
            if (without.length) valuesUnmatched = { values: options.map((option) => option.value), products: without.map(view) };
          }
          return {
            tool: name,
            status: 'ok',
            products: found.map(view),
            timeZone: zoneOf(shop),
            ...(overBudget ? { overBudget } : {}),
            ...(valuesUnmatched ? { valuesUnmatched } : {}),
            ...(unmatched ? { unmatched } : {}),
            ...(unserved ? { unserved } : {}),
            ...(notSold.length ? { notSold } : {}),
          };
        }
        case 'get_inventory_info':
        case 'get_price_info': {
          const model = String(args.product_model);
          const productId = await resolveModel(model);
          if (!productId) return { tool: name, status: 'unknown_product', query: model };
          const view = await product(productId, caller);
          if (view === 'unavailable') return { tool: name, status: 'unavailable' };
          if (!view) return { tool: name, status: 'unknown_product', query: model };
          const timeZone = zoneOf(await getShop());
          if (name === 'get_inventory_info') {
            const asked = (args.options as string[] | undefined) ?? [];
            if (!asked.length) return { tool: name, status: 'ok', product: view, timeZone };
            return { tool: name, status: 'ok', product: view, options: optionsAsked(view, asked, caller.locale ?? 'zh-CN'), timeZone };
          }
          // "and in Sand?": the price of the variants in the options asked, which may not be the product's lowest.
          const asked = (args.options as string[] | undefined) ?? [];
          const options = asked.length ? optionsAsked(view, asked, caller.locale ?? 'zh-CN') : undefined;
          const priced = options?.variantIndexes.length ? { ...view, variants: options.variantIndexes.map((index) => view.variants[index]!) } : view;
          const shop = priced === view ? undefined : await getShop();
          const promotions = shop ? applicablePromotions(priced, shop, caller.locale ?? 'zh-CN', view.asOf) : view.promotions;
          const price = lowestPrice(priced);
          // Variants at different prices ("Satin $110, Silk $170") are answered as a range, not as the lowest alone.
          const highest = highestPrice(priced);
          const off = promotions.reduce((sum, promotion) => sum + promotion.amount.amount, 0);
          const was = compareAtPrice(priced);
          return {
            tool: name,
            status: 'ok',
            product: { ...view, promotions },
            ...(options ? { options } : {}),
            price,
            ...(highest.amount > price.amount ? { highestPrice: highest } : {}),
            ...(was ? { compareAtPrice: was } : {}),
            final: { amount: Math.max(0, price.amount - off), currency: price.currency },
            timeZone,
          };
        }
        case 'product_compare': {
          const models = args.product_models as string[];
          const views: ProductView[] = [];
          for (const model of models) {
            const productId = await resolveModel(model);
            const view = productId ? await product(productId, caller) : undefined;
            if (view === 'unavailable') return { tool: name, status: 'unavailable' };
            if (!view) return { tool: name, status: 'unknown_product', query: model };
            if (!views.some((v) => v.productId === view.productId)) views.push(view);
          }
          if (views.length < 2) return { tool: name, status: 'unknown_product', query: models.join(', ') };
          return { tool: name, status: 'ok', products: views, timeZone: zoneOf(await getShop()) };
        }
        case 'get_order_info': {
          // A guest names an order they verified, or means the one verified last.
          const orderId = (args.order_id as string | undefined) ?? (caller.customerId ? undefined : caller.verifiedOrderIds?.at(-1));
          if (!caller.customerId && !guestMay(orderId, caller)) return { tool: name, status: 'sign_in_required' };
          if (!orderId) {
            const statuses = args.status as Order['status'][] | undefined;
            // "where is my Pad SE?": the orders holding it among all of theirs, not only among the latest few.
            const model = args.product_model as string | undefined;
            const held = model ? await resolveModel(model) : undefined;
            if (model && !held) return { tool: name, status: 'unknown_product', query: model };
            const orders = await retry(() => commerce.listOrders(caller.customerId!), caller.signal);
            return {
              tool: name,
              status: 'ok',
              orders: orders
                .filter((order) => !statuses || statuses.includes(order.status))
                .filter((order) => !held || order.lines.some((line) => line.productId === held))
                .slice(0, (args.limit as number | undefined) ?? 3),
              latest: true,
              timeZone: zoneOf(await getShop()),
            };
          }
          const order = await ownOrder(orderId, caller);
          return order
            ? { tool: name, status: 'ok', orders: [order], latest: false, timeZone: zoneOf(await getShop()) }
            : { tool: name, status: 'not_found', orderId };
        }
        case 'get_logistics_info': {
          const trackingNumber = (args.tracking_number as string | undefined)?.toUpperCase();
          const guestOrder = caller.customerId
            ? undefined
            : ((args.order_id as string | undefined) ?? (trackingNumber ? undefined : caller.verifiedOrderIds?.at(-1)));
          if (!caller.customerId && !guestMay(guestOrder, caller)) return { tool: name, status: 'sign_in_required' };
          let order: Order | undefined;
          if (args.order_id || guestOrder) order = await ownOrder(String(args.order_id ?? guestOrder), caller);
          else {
            const orders = await retry(() => commerce.listOrders(caller.customerId!), caller.signal);
            order = trackingNumber
              ? orders.find((o) => o.trackingNumber?.toUpperCase() === trackingNumber)
              : (orders.find((o) => o.status === 'shipped') ?? orders.find((o) => o.trackingNumber));
          }
          if (!order)
            return {
              tool: name,
              status: 'not_found',
              ...(args.order_id ? { orderId: String(args.order_id) } : {}),
              ...(trackingNumber ? { trackingNumber } : {}),
            };
          const logistics = await retry(() => commerce.getLogistics(order!.orderId), caller.signal);
          const timeZone = zoneOf(await getShop());
          return logistics ? { tool: name, status: 'ok', order, logistics, timeZone } : { tool: name, status: 'no_logistics', order, timeZone };
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
    shop: getShop,
  };
}

/** A guest may look up only an order they verified in this conversation (order number + phone ending). */
const guestMay = (orderId: string | undefined, caller: ToolCaller) => Boolean(orderId && caller.verifiedOrderIds?.includes(orderId.toUpperCase()));

const zoneOf = (shop: ShopProfile | undefined) => shop?.timezone ?? FALLBACK_ZONE;

/** Which of the asked option values the product has (named in `locale`), which it lacks, and the variants having them all. */
function optionsAsked(product: Product, asked: string[], locale: Locale): OptionsAsked {
  const shown = localizeProduct(product, locale);
  const found: string[] = [];
  const missing: string[] = [];
  const tagged: string[] = [];
  // Per asked value: the (group, value) pairs it names; a variant must match one pair of every asked value.
  const pairs = asked.map((wanted) => {
    const hits = product.options.flatMap((group, groupIndex) =>
      group.values.flatMap((value, valueIndex) =>
        optionValueMatches(product, value, wanted) ? [{ groupIndex, value, shown: shown.options[groupIndex]!.values[valueIndex]! }] : [],
      ),
    );
    // Earrings that come in one version, tagged Silver, are silver: asked "in silver?", they are not missing it.
    const tag = hits.length
      ? undefined
      : product.tags.find((name) => name.toLowerCase() === wanted.toLowerCase() || colourNamedBy({ title: '', tags: [name], options: [] }, wanted));
    if (hits.length) found.push(...hits.map((hit) => hit.shown));
    else if (tag) tagged.push(tag);
    else missing.push(wanted);
    return hits;
  });
  const wanted = pairs.filter((hits) => hits.length);
  const variantIndexes = wanted.length
    ? product.variants.flatMap((variant, index) =>
        wanted.every((hits) => hits.some((hit) => variant.optionValues[hit.groupIndex] === hit.value)) ? [index] : [],
      )
    : [];
  return { asked, found: [...new Set(found)], missing, variantIndexes, ...(tagged.length ? { tagged } : {}) };
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
