import { adoptShopLocale, shopLocale } from './i18n.js';

/** An amount in the currency's minor unit (cents, fen) with its ISO 4217 code. */
export interface Money {
  amount: number;
  currency: string;
}

/** One purchasable combination of option values, with its price and stock. */
export interface CatalogVariant {
  variantId: string;
  sku?: string;
  /** One value per option group, in the product's option order. */
  optionValues: string[];
  price: Money;
  compareAtPrice?: Money;
  inventory: { tracked: boolean; quantity?: number; policy: 'deny' | 'continue' };
}

/** A product as the shop folder serves it (`GET /api/catalog`), in the shop's current language. */
export interface CatalogProduct {
  productId: string;
  handle: string;
  title: string;
  type?: string;
  vendor?: string;
  highlights: string[];
  attributes: Record<string, string>;
  images: string[];
  options: Array<{ name: string; values: string[] }>;
  variants: CatalogVariant[];
  /** The shop's promotions that apply to it, in the shop's current language. */
  promotions: Array<{ name: string; amount: Money }>;
  warrantyMonths?: number;
}

/** The shop itself (`GET /api/shop`). */
export interface ShopInfo {
  name: string;
  sells?: string;
  currency: string;
  timezone: string;
  locales: string[];
  returnWindowDays: number;
  /** Hours when people answer, in the shop's time zone. */
  supportHours: Array<{ days: string[]; open: string; close: string }>;
  /** The promotions running now, once per name. */
  promotions: Array<{ name: string; eligibility?: string }>;
}

/** An order of the signed-in demo customer (`GET /api/orders`). */
export interface CatalogOrder {
  orderId: string;
  status: string;
  lines: Array<{ productId: string; variantId?: string; title: string; options: Array<{ name: string; value: string }>; quantity: number; unitPrice: Money }>;
  total: Money;
  placedAt: number;
  deliveredAt?: number;
  trackingNumber?: string;
  carrier?: string;
  /** A refund in progress or paid back. */
  refund?: { amount: Money; expectedBy?: number; refundedAt?: number };
}

/** A demo shopper the login page offers. */
export interface DemoCustomer {
  customerId: string;
  name: string;
}

/** The demo session: the identity token the server minted for the chosen customer. */
export interface DemoSession {
  token: string;
  customer: DemoCustomer;
}

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

// Catalog data (highlights, colours, specs, order lines) comes from the server in the shop's language.
const inShopLocale = (path: string) => `${path}?locale=${encodeURIComponent(shopLocale())}`;

/** The catalog, for the home page. */
export const fetchCatalog = () =>
  fetchShop()
    .then(() => getJson<{ products: CatalogProduct[] }>(inShopLocale('/api/catalog')))
    .then((body) => body.products);

let shop: Promise<ShopInfo> | undefined;

/**
 * The shop's name, policies, promotions and languages, fetched once per page. When the shopper chose no language
 * and the shop's first locale is another, the shop is fetched again in it (the caller then renders in it).
 */
export function fetchShop(): Promise<ShopInfo> {
  shop ??= getJson<{ shop: ShopInfo }>(inShopLocale('/api/shop')).then(async ({ shop: first }) =>
    adoptShopLocale(first.locales[0]) ? (await getJson<{ shop: ShopInfo }>(inShopLocale('/api/shop'))).shop : first,
  );
  return shop;
}

/** A knowledge article of the served shop, as the help centre shows it (`GET /api/help`). */
export interface HelpArticleInfo {
  id: string;
  title: string;
  locale: 'zh-CN' | 'en';
  /** Its page on the storefront, under /help/. */
  url: string;
  /** Markdown. */
  body: string;
}

let help: Promise<HelpArticleInfo[]> | undefined;

/** The served shop's own help articles (its knowledge folder), fetched once per page. */
export function fetchHelpArticles(): Promise<HelpArticleInfo[]> {
  help ??= getJson<{ articles: HelpArticleInfo[] }>('/api/help').then((body) => body.articles);
  return help;
}

/** One product, for its page. */
export const fetchProduct = (productId: string) =>
  fetchShop()
    .then(() => getJson<{ product: CatalogProduct }>(inShopLocale(`/api/products/${encodeURIComponent(productId)}`)))
    .then((body) => body.product);

/** The demo customers the login offers. */
export const fetchDemoCustomers = () => getJson<{ customers: DemoCustomer[] }>('/api/demo/customers').then((body) => body.customers);

/** Signs in as a demo customer: the server mints the identity token (the secret never reaches the browser). */
export const demoLogin = (customerId: string) =>
  getJson<DemoSession>('/api/demo/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ customerId }) });

/** The signed-in customer's orders. */
export const fetchOrders = (token: string) =>
  fetchShop()
    .then(() => getJson<{ orders: CatalogOrder[] }>(inShopLocale('/api/orders'), { headers: { Authorization: `Bearer ${token}` } }))
    .then((body) => body.orders);
