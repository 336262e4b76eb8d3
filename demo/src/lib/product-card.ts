import type { CatalogProduct } from './api.js';
import { h } from './dom.js';
import { cheapest, finalPrice, money, stockOf } from './format.js';
import { t } from './i18n.js';
import { swatch } from './product-art.js';
import { productPicture } from './product-picture.js';

/** The stock badge of a product: in stock, only a few left, or out of stock (all variants together). */
export function stockBadge(product: CatalogProduct): HTMLElement {
  const stock = product.variants.reduce((sum, variant) => sum + stockOf(variant), 0);
  if (stock === 0) return h('span', { class: 'badge out' }, t('outOfStock'));
  if (stock < 10) return h('span', { class: 'badge low' }, t('lowStock', { n: stock }));
  return h('span', { class: 'badge ok' }, t('inStock'));
}

/** A catalog card linking to the product at `href` (its page, or a route inside an app). */
export function productCard(product: CatalogProduct, href = `/product.html?id=${encodeURIComponent(product.productId)}`): HTMLElement {
  const variant = cheapest(product);
  const final = finalPrice(product, variant);
  const was = final.amount < variant.price.amount ? variant.price : variant.compareAtPrice;
  const first = product.options[0];
  return h(
    'a',
    { class: 'card product-card', href, 'data-product-id': product.productId },
    h('div', { class: 'card-art' }, productPicture(product, variant.optionValues[0] ?? '')),
    ...product.promotions.slice(0, 1).map((promotion) => h('span', { class: 'ribbon' }, `${promotion.name} -${money(promotion.amount)}`)),
    h('h3', {}, product.title),
    h('p', { class: 'muted clamp' }, product.highlights.slice(0, 2).join(' · ')),
    h('div', { class: 'price-row' }, h('span', { class: 'price' }, money(final)), was ? h('span', { class: 'was' }, money(was)) : null, stockBadge(product)),
    first
      ? h('div', { class: 'swatches' }, ...first.values.map((value) => h('span', { class: 'dot', title: value, style: `--swatch:${swatch(value)}` })))
      : null,
  );
}
