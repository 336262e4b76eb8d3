import type { Product, ProductQuery } from '../../ports/commerce-backend.js';
import { canOrder, lowestPrice } from '../../shop/product-price.js';
import { colourNamedBy, optionValueMatches, valueMatches } from './match-color.js';
import { titleNamesType } from './type-in-title.js';

/** Lower-cases and drops spaces, so "Find X9" and "findx9" compare equal. */
export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * Whether a product of type `productType` is of the type asked for: that type, or one filed below it in a category path
 * ("Pants" asked of "Apparel & Accessories > Clothing > Pants > Cargo Pants").
 */
export function filedUnder(productType: string | undefined, type: string): boolean {
  if (!productType) return false;
  const wanted = normalizeName(type);
  const filed = normalizeName(productType);
  return filed === wanted || filed.split('>').includes(wanted);
}

/** Every name a product goes by: title, handle, aliases, SKUs and vendor, in every language of the catalog. */
export function productNames(product: Product): string[] {
  const translated = Object.values(product.i18n ?? {}).flatMap((text) => [...(text?.title ? [text.title] : []), ...(text?.aliases ?? [])]);
  return [product.title, ...translated, ...product.aliases, product.handle, product.productId];
}

/** A product's type in every language ("手机", "Phones"). */
export function typeNames(product: Product): string[] {
  if (!product.type) return [];
  return [product.type, ...Object.values(product.i18n ?? {}).flatMap((text) => (text?.type ? [text.type] : []))];
}

/** Whether a product satisfies a search filter (shared by the shop-folder backend and tests). */
export function matchesQuery(product: Product, query: ProductQuery): boolean {
  if (product.status !== 'active') return false;
  if (query.type) {
    const filed = typeNames(product).some((name) => filedUnder(name, query.type!));
    if (!filed && !titleNamesType(product, query.type)) return false;
  }
  const price = lowestPrice(product);
  if (query.minPrice && (query.minPrice.currency !== price.currency || price.amount < query.minPrice.amount)) return false;
  if (query.maxPrice && (query.maxPrice.currency !== price.currency || price.amount > query.maxPrice.amount)) return false;
  const sellable = product.variants.filter((variant) => !query.inStock || canOrder(variant));
  if (!sellable.length) return false;
  if (query.options?.length) {
    // A value the product is tagged with needs no variant of it: "silver earrings" finds earrings tagged Silver,
    // which come in one version, as well as a bracelet whose Color option has a Silver variant.
    // A colour asked in the other language ("金") is met by the tag naming it ("Gold"), as a variant's colour would be,
    // and by the title of a product with no colour option ("Gold Wave Earrings").
    const tagged = (value: string) =>
      product.tags.some((tag) => tag.toLowerCase() === value.toLowerCase() || valueMatches([tag], value)) || colourNamedBy(product, value);
    const fits = sellable.some((variant) =>
      query.options!.every(
        (wanted) =>
          (!wanted.name && tagged(wanted.value)) ||
          product.options.some(
            (group, index) =>
              (!wanted.name || optionNameMatches(product, group.name, wanted.name)) && optionValueMatches(product, variant.optionValues[index]!, wanted.value),
          ),
      ),
    );
    if (!fits) return false;
  }
  if (query.tags?.length && !query.tags.some((tag) => product.tags.includes(tag) || product.highlights.some((h) => h.includes(tag)))) return false;
  if (query.text) {
    const wanted = normalizeName(query.text);
    const names = [...productNames(product), ...product.variants.flatMap((variant) => (variant.sku ? [variant.sku] : []))].map(normalizeName);
    if (!names.some((name) => name.includes(wanted) || wanted.includes(name))) return false;
  }
  return true;
}

/** Whether an option group, by its own name or a translation, is the one asked for. */
export function optionNameMatches(product: Pick<Product, 'i18n'>, name: string, wanted: string): boolean {
  const names = [name, ...Object.values(product.i18n ?? {}).flatMap((text) => (text?.optionNames?.[name] ? [text.optionNames[name]] : []))];
  return names.some((candidate) => normalizeName(candidate) === normalizeName(wanted));
}
