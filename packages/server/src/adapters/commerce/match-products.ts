import type { Product, ProductQuery } from '../../ports/commerce-backend.js';
import { colorMatches, colorNames } from './match-color.js';

/** Lower-cases and drops spaces, so "Find X9" and "findx9" compare equal. */
export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The largest RAM option of a product in GB (0 when it has none). */
export function maxRamGb(product: Product): number {
  return Math.max(0, ...product.ram.map((ram) => Number.parseInt(ram, 10)).filter(Number.isFinite));
}

/** Whether a product satisfies a search filter (shared by the demo backend and tests). */
export function matchesQuery(product: Product, query: ProductQuery): boolean {
  if (query.category && product.category !== query.category) return false;
  if (query.minPrice !== undefined && product.price < query.minPrice) return false;
  if (query.maxPrice !== undefined && product.price > query.maxPrice) return false;
  if (query.minRamGb !== undefined && maxRamGb(product) < query.minRamGb) return false;
  if (query.color && !product.colors.some((color) => colorMatches(colorNames(product, color.name), query.color!))) return false;
  if (query.tags?.length && !query.tags.some((tag) => (product.tags ?? []).includes(tag) || product.highlights.some((h) => h.includes(tag)))) return false;
  if (query.text) {
    const wanted = normalizeName(query.text);
    const translated = Object.values(product.i18n ?? {}).flatMap((text) => (text?.name ? [text.name] : []));
    const names = [product.name, ...translated, ...product.aliases, product.productId].map(normalizeName);
    if (!names.some((name) => name.includes(wanted) || wanted.includes(name))) return false;
  }
  return true;
}
