import type { CustomerRecord, OrderRecord, Product, ShopProfile } from './model/index.js';
import type { ShopDataError } from './shop-data-error.js';

/** Everything a shop folder holds, validated: what the commerce backend, the prompts and the lexicon are built from. */
export interface ShopData {
  /** The folder, as an absolute path. */
  dir: string;
  /** `shop.yaml`. */
  profile: ShopProfile;
  /** The catalog, from `catalog.csv` (Shopify's product CSV) or `products.json`. */
  products: Product[];
  /** `orders.json` (empty when absent); times as written, resolve them with `resolveShopTime(value, loadedAt)`. */
  orders: OrderRecord[];
  /** `customers.json` (empty when absent). */
  customers: CustomerRecord[];
  /** The folder's `knowledge/` directory of Markdown articles, when it has one. */
  knowledgeDir?: string;
  /** Which file the catalog came from. */
  catalogFile: 'catalog.csv' | 'products.json';
  /** When the folder was read (epoch ms): relative times in orders.json ("-6d") count from here. */
  loadedAt: number;
  /** What was accepted but deserves the merchant's attention (a promotion naming a tag no product has…). */
  warnings: ShopDataError[];
}
