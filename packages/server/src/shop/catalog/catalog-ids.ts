import { createHash } from 'node:crypto';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/** A product's id derived from its handle, the same on every import: the handle itself when it is a safe id. */
export function productIdFor(handle: string): string {
  return SAFE_ID.test(handle) ? handle : `p-${createHash('sha256').update(handle).digest('hex').slice(0, 16)}`;
}

/**
 * A variant's id, the same on every import: its SKU when that is a safe id not taken yet, else the product id and
 * the variant's 1-based position.
 */
export function variantIdFor(productId: string, index: number, sku: string | undefined, taken: ReadonlySet<string>): string {
  if (sku && SAFE_ID.test(sku) && !taken.has(sku)) return sku;
  const positional = `${productId.slice(0, 120)}:${index + 1}`;
  return taken.has(positional) ? `${positional}:${createHash('sha256').update(`${productId}\u0000${index}`).digest('hex').slice(0, 6)}` : positional;
}
