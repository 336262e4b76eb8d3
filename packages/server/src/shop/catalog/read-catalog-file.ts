import { readFile } from 'node:fs/promises';
import { readProductsJson } from './read-products-json.js';
import { readShopifyCsv, type CatalogReadResult } from './read-shopify-csv.js';

/** Reads a catalog file by its extension: `.csv` as Shopify's product CSV, `.json` as Kefu's products.json. */
export async function readCatalogFile(path: string, options: { file: string; currency: string }): Promise<CatalogReadResult> {
  const bytes = await readFile(path);
  if (/\.json$/i.test(path)) return readProductsJson(bytes.toString('utf8').replace(/^\ufeff/, ''), options);
  return readShopifyCsv(bytes, options);
}
