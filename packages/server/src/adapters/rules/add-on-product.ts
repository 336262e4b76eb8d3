import type { Product } from '../../ports/commerce-backend.js';
import { ADD_ON_TITLE, ADD_ON_TYPE } from './add-on-words.js';

/**
 * Whether a product is an add-on, sold alongside goods and not for itself (a $0.98 package protection, a gift card, a
 * tip): judged from its type and title, in every language of the catalog. Such a row must not be "the cheapest
 * product" nor one of the kinds a shop sells, though a shopper who names it still finds it.
 */
export function isAddOn(product: Pick<Product, 'title' | 'type' | 'i18n'>): boolean {
  const translated = Object.values(product.i18n ?? {});
  const types = [product.type, ...translated.map((text) => text?.type)].filter((type): type is string => !!type);
  const titles = [product.title, ...translated.map((text) => text?.title)].filter((title): title is string => !!title);
  return types.some((type) => ADD_ON_TYPE.test(type.split('>').at(-1)!.trim())) || titles.some((title) => ADD_ON_TITLE.test(title));
}

/** The products that are goods in their own right. */
export function withoutAddOns<T extends Pick<Product, 'title' | 'type' | 'i18n'>>(products: readonly T[]): T[] {
  return products.filter((product) => !isAddOn(product));
}
