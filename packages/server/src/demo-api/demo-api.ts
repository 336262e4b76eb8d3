import type { IncomingMessage, ServerResponse } from 'node:http';
import { kefuError, LOCALES, type Locale } from '@kefu/protocol';
import type { SiteConfig } from '../config.js';
import type { CommerceBackend, Product, ShopProfile } from '../ports/commerce-backend.js';
import { applicablePromotions } from '../shop/applicable-promotions.js';
import type { Clock } from '../ports/clock.js';
import type { Logger } from '../logger.js';
import type { RouteTable } from '../http/route-table.js';
import type { DemoCustomer } from './demo-customers.js';
import { localizeOrder, localizeProduct } from '../adapters/commerce/localize-commerce.js';
import { IdentityError, verifyIdentity } from '../identity/verify-identity.js';
import { mintIdentityToken } from './mint-identity-token.js';
import { requestLocale } from './request-locale.js';
import { readHelpArticles } from './help-articles.js';
import { readJsonBody, sendJson } from './json-response.js';

/** What the demo storefront's API needs. */
export interface DemoApiOptions {
  commerce: CommerceBackend;
  /** The demo site, whose published secret the demo sign-in signs with (`demoSite`); none: the sign-in is refused. */
  site: SiteConfig | undefined;
  customers: DemoCustomer[];
  clock: Clock;
  /** The longest a bearer token may live. @default 86400 (24 h) */
  identityMaxLifetimeSeconds?: number;
  /** The served shop's knowledge folder, whose articles the help centre shows (`GET /api/help`); none: no articles. */
  knowledgeDir?: string;
  /** Told of a help article left out of `GET /api/help` (a file that is not UTF-8). @default nothing */
  logger?: Pick<Logger, 'warn'>;
}

/**
 * A product as the storefront shows it, in one language: no search aliases or recommender tags, no translation
 * maps; with the shop's promotions that apply to it (name and amount).
 */
function publicProduct(product: Product, shop: ShopProfile, locale: Locale, now: number) {
  const { aliases: _aliases, tags: _tags, ...shown } = localizeProduct(product, locale);
  const promotions = applicablePromotions(product, shop, locale, now).map(({ name, amount }) => ({ name, amount }));
  return { ...shown, promotions };
}

/**
 * What the storefront needs to know about the shop, in one language: its name and what it sells, its stated
 * policies (return window, support hours) and its promotions running at `now`, so the page's chrome is the shop's.
 */
function publicShop(shop: ShopProfile, locale: Locale, now: number) {
  const text = shop.i18n?.[locale];
  // Unique by name: a shop may state one promotion once per amount (the demo does), the page names it once.
  const promotions = new Map<string, { name: string; eligibility?: string }>();
  for (const promotion of shop.promotions) {
    if ((promotion.startsAt && Date.parse(promotion.startsAt) > now) || (promotion.endsAt && Date.parse(promotion.endsAt) <= now)) continue;
    const name = promotion.i18n?.[locale]?.name ?? promotion.name;
    const eligibility = promotion.i18n?.[locale]?.eligibility ?? promotion.eligibility;
    if (!promotions.has(name)) promotions.set(name, { name, ...(eligibility ? { eligibility } : {}) });
  }
  return {
    name: text?.name ?? shop.name,
    sells: text?.sells ?? shop.sells,
    currency: shop.currency,
    timezone: shop.timezone,
    locales: shop.locales,
    returnWindowDays: shop.returnWindowDays,
    supportHours: shop.supportHours ?? [],
    promotions: [...promotions.values()],
  };
}

const unsupportedLocale = (response: ServerResponse) =>
  sendJson(response, 400, { error: kefuError('BAD_PAYLOAD', `locale must be one of ${LOCALES.join(', ')}`, { path: 'locale' }) });

/**
 * Adds the storefront's backend to the server's routes: catalog, product pages, a demo sign-in that mints
 * the identity token server-side (the secret never reaches the browser), and the signed-in customer's orders.
 * Catalog data comes in the language asked for with `?locale=zh-CN|en` (default zh-CN, the demo shop's own).
 */
export function attachDemoApi(routes: RouteTable, options: DemoApiOptions): void {
  const { site } = options;

  // The same checks as the chat's identity (a string sub, an exp, a bounded lifetime); a refusal names the claim.
  const customerFromBearer = async (request: IncomingMessage): Promise<{ customerId: string } | { refused: string }> => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !site) return { refused: 'sign in first' };
    try {
      const verified = await verifyIdentity(token, site.identitySecret, options.clock.now(), {
        ...(options.identityMaxLifetimeSeconds ? { maxLifetimeSeconds: options.identityMaxLifetimeSeconds } : {}),
      });
      return { customerId: verified.customer.customerId };
    } catch (error) {
      if (error instanceof IdentityError) return { refused: error.message };
      throw error;
    }
  };

  routes
    .add('GET', '/api/catalog', async (request, response) => {
      const locale = requestLocale(request);
      if (!locale) return unsupportedLocale(response);
      const shop = await options.commerce.getShop();
      sendJson(response, 200, {
        products: (await options.commerce.listProducts()).map((product) => publicProduct(product, shop, locale, options.clock.now())),
      });
    })
    .add('GET', '/api/shop', async (request, response) => {
      const locale = requestLocale(request);
      if (!locale) return unsupportedLocale(response);
      sendJson(response, 200, { shop: publicShop(await options.commerce.getShop(), locale, options.clock.now()) });
    })
    .add('GET', '/api/help', (_request, response) => {
      // Read per request: the articles are the folder's as they are now, as the knowledge base re-reads them.
      const skipped = (file: string, why: string) => options.logger?.warn({ file }, `help article left out: ${why}`);
      sendJson(response, 200, { articles: options.knowledgeDir ? readHelpArticles(options.knowledgeDir, skipped) : [] });
    })
    .add('GET', '/api/products/*', async (request, response, path) => {
      const locale = requestLocale(request);
      if (!locale) return unsupportedLocale(response);
      const product = await options.commerce.getProduct(path.slice('/api/products/'.length));
      if (product) sendJson(response, 200, { product: publicProduct(product, await options.commerce.getShop(), locale, options.clock.now()) });
      else sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'no such product' } });
    })
    .add('GET', '/api/demo/customers', (_request, response) => {
      sendJson(response, 200, { customers: options.customers });
    })
    .add('POST', '/api/demo/login', async (request, response) => {
      const read = await readJsonBody(request);
      if (!read.ok) return sendJson(response, read.status, { error: read.error });
      const body = read.value as { customerId?: unknown } | undefined;
      if (!site) {
        const message =
          'the demo sign-in mints tokens only for the built-in demo site; the sites configured here (KEFU_SITES) sign their own with their backends';
        return sendJson(response, 403, { error: kefuError('FORBIDDEN', message) });
      }
      const customer = options.customers.find((candidate) => candidate.customerId === body?.customerId);
      if (!customer) return sendJson(response, 400, { error: { code: 'BAD_PAYLOAD', message: 'unknown demo customer' } });
      const token = await mintIdentityToken(site.identitySecret, { customerId: customer.customerId, name: customer.name }, 2 * 60 * 60, options.clock.now());
      sendJson(response, 200, { token, customer });
    })
    .add('GET', '/api/orders', async (request, response) => {
      const locale = requestLocale(request);
      if (!locale) return unsupportedLocale(response);
      const bearer = await customerFromBearer(request);
      if ('refused' in bearer) return sendJson(response, 401, { error: kefuError('NOT_AUTHENTICATED', bearer.refused, { path: 'authorization' }) });
      const orders = await options.commerce.listOrders(bearer.customerId);
      // The phone digits are the guest-verification secret: they never leave the server.
      sendJson(response, 200, { orders: orders.map((order) => localizeOrder(order, locale)).map(({ phoneLast4: _phone, ...order }) => order) });
    });
}
