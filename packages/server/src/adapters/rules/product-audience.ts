import type { Product } from '../../ports/commerce-backend.js';
import type { Audience } from '../../shop/model/audience.js';
import type { AudienceWish } from '../../ports/intent.js';
import { AUDIENCE_MARKS } from './audience-words.js';

/**
 * Who a product is for: what the catalog records (target gender, age group), and what its title, tags and type say
 * ("Girls Sunshine Onepiece", tag "Kids"). Empty when nothing says.
 */
export function audienceOf(product: Pick<Product, 'title' | 'tags' | 'type' | 'audience'>): Audience[] {
  const found = new Set<Audience>(product.audience ?? []);
  for (const text of [product.title, product.type ?? '', ...product.tags])
    for (const { audience, pattern } of AUDIENCE_MARKS) if (pattern.test(text)) for (const one of audience) found.add(one);
  return [...found];
}

/** Whether any product of a catalog says who it is for: when none does, an audience asked is neither searched nor denied. */
export function recordsAudience(products: readonly Pick<Product, 'title' | 'tags' | 'type' | 'audience'>[]): boolean {
  return products.some((product) => audienceOf(product).length > 0);
}

const YOUNG: readonly Audience[] = ['kids', 'baby'];

/**
 * Whether a product is marked for someone other than the grown woman or man a gift is for: for the other gender only
 * ("Anchor Bracelet Mens" for a girlfriend), or for children only. A product that says nothing is for anyone.
 */
export function markedForOthers(product: Pick<Product, 'title' | 'tags' | 'type' | 'audience'>, giftFor: 'women' | 'men'): boolean {
  const audience = audienceOf(product);
  const has = (one: Audience) => audience.includes(one);
  const other = giftFor === 'women' ? 'male' : 'female';
  const own = giftFor === 'women' ? 'female' : 'male';
  const youngOnly = audience.some((one) => YOUNG.includes(one)) && !has('adults');
  return youngOnly || (has(other) && !has(own) && !has('unisex'));
}

/**
 * Whether a product is marked for the audience a shopper asked: a unisex product is for women and men; "kids" takes
 * babies too; women and men are grown-ups, so a product marked only for kids is not theirs; a girls' product may
 * name no gender, but not the boys'.
 */
export function isFor(product: Pick<Product, 'title' | 'tags' | 'type' | 'audience'>, wish: AudienceWish): boolean {
  const audience = audienceOf(product);
  const has = (one: Audience) => audience.includes(one);
  const young = audience.some((one) => YOUNG.includes(one));
  const grown = has('adults') || !young;
  const gendered = has('female') || has('male') || has('unisex');
  switch (wish) {
    case 'women':
      return (has('female') || has('unisex')) && grown;
    case 'men':
      return (has('male') || has('unisex')) && grown;
    case 'unisex':
      return has('unisex');
    case 'kids':
      return young;
    case 'baby':
      return has('baby');
    case 'girls':
      return young && (has('female') || has('unisex') || !gendered);
    case 'boys':
      return young && (has('male') || has('unisex') || !gendered);
  }
}
