import { shopLocale } from './i18n.js';

/** A product as the demo commerce backend serves it (`GET /api/catalog`), in the shop's current language. */
export interface CatalogProduct {
  productId: string;
  name: string;
  category: 'phone' | 'tablet' | 'earbuds' | 'accessory';
  brand: string;
  price: number;
  subsidy?: number;
  colors: Array<{ name: string; stock: number }>;
  ram: string[];
  specs: Record<string, string>;
  highlights: string[];
  warrantyMonths: number;
}

/** An order of the signed-in demo customer (`GET /api/orders`). */
export interface CatalogOrder {
  orderId: string;
  status: string;
  items: Array<{ productId: string; name: string; quantity: number; price: number; color?: string }>;
  total: number;
  placedAt: number;
  deliveredAt?: number;
  trackingNumber?: string;
  carrier?: string;
  /** A refund in progress or paid back. */
  refund?: { amount: number; expectedBy?: number; refundedAt?: number };
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
export const fetchCatalog = () => getJson<{ products: CatalogProduct[] }>(inShopLocale('/api/catalog')).then((body) => body.products);

/** One product, for its page. */
export const fetchProduct = (productId: string) => getJson<{ product: CatalogProduct }>(inShopLocale(`/api/products/${encodeURIComponent(productId)}`)).then((body) => body.product);

/** The demo customers the login offers. */
export const fetchDemoCustomers = () => getJson<{ customers: DemoCustomer[] }>('/api/demo/customers').then((body) => body.customers);

/** Signs in as a demo customer: the server mints the identity token (the secret never reaches the browser). */
export const demoLogin = (customerId: string) =>
  getJson<DemoSession>('/api/demo/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ customerId }) });

/** The signed-in customer's orders. */
export const fetchOrders = (token: string) => getJson<{ orders: CatalogOrder[] }>(inShopLocale('/api/orders'), { headers: { Authorization: `Bearer ${token}` } }).then((body) => body.orders);
