import { z } from 'zod';
import { productSchema, type Product } from '../model/product.js';
import type { ShopDataError } from '../shop-data-error.js';
import { fieldPath, readStructuredFile } from '../structured-file.js';
import type { CatalogReadResult } from './read-shopify-csv.js';

/** Reads `products.json` (Kefu's own catalog format: an array of products) and checks prices are in the shop's currency. */
export function readProductsJson(text: string, options: { file: string; currency: string }): CatalogReadResult {
  const { parsed, errors } = readStructuredFile(text, options.file, 'json');
  if (!parsed) return { products: [], errors, warnings: [], rows: 0 };
  const problem = (path: readonly PropertyKey[], message: string): ShopDataError => {
    const line = parsed.lineOf(path);
    return { file: options.file, ...(line !== undefined ? { line } : {}), field: fieldPath(path) || '(top level)', message, severity: 'error' };
  };
  if (!Array.isArray(parsed.value)) return { products: [], errors: [problem([], 'must be a JSON array of products')], warnings: [], rows: 0 };
  const products: Product[] = [];
  parsed.value.forEach((item: unknown, index) => {
    const result = productSchema.safeParse(item);
    if (!result.success) {
      errors.push(...result.error.issues.map((issue) => problem([index, ...issue.path], issue.message)));
      return;
    }
    const product = result.data;
    const wrongCurrency = product.variants.flatMap((variant, position) =>
      [variant.price, variant.compareAtPrice].flatMap((money, which) =>
        money && money.currency !== options.currency ? [[position, which === 0 ? 'price' : 'compareAtPrice', money.currency] as const] : [],
      ),
    );
    for (const [position, field, currency] of wrongCurrency)
      errors.push(problem([index, 'variants', position, field, 'currency'], `is ${currency} but the shop's currency (shop.yaml) is ${options.currency}`));
    if (wrongCurrency.length === 0) products.push(product);
  });
  return { products, errors, warnings: [], rows: parsed.value.length, source: parsed };
}

/** The products.json format, for tools that write it. */
export const productsFileSchema = z.array(productSchema);
