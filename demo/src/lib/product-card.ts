import type { CatalogProduct } from './api.js';
import { h } from './dom.js';
import { yuan } from './format.js';
import { t } from './i18n.js';
import { productArt, swatch } from './product-art.js';

/** The stock badge of a product: in stock, only a few left, or out of stock (all colours together). */
export function stockBadge(product: CatalogProduct): HTMLElement {
  const stock = product.colors.reduce((sum, color) => sum + color.stock, 0);
  if (stock === 0) return h('span', { class: 'badge out' }, t('outOfStock'));
  if (stock < 10) return h('span', { class: 'badge low' }, t('lowStock', { n: stock }));
  return h('span', { class: 'badge ok' }, t('inStock'));
}

/** A catalog card linking to the product at `href` (its page, or a route inside an app). */
export function productCard(product: CatalogProduct, href = `/product.html?id=${encodeURIComponent(product.productId)}`): HTMLElement {
  const final = product.price - (product.subsidy ?? 0);
  return h(
    'a',
    { class: 'card product-card', href, 'data-product-id': product.productId },
    h('div', { class: 'card-art' }, productArt(product, product.colors[0]?.name ?? '')),
    product.subsidy ? h('span', { class: 'ribbon' }, `${t('subsidy')} -${yuan(product.subsidy)}`) : null,
    h('h3', {}, product.name),
    h('p', { class: 'muted clamp' }, product.highlights.slice(0, 2).join(' · ')),
    h(
      'div',
      { class: 'price-row' },
      h('span', { class: 'price' }, yuan(final)),
      product.subsidy ? h('span', { class: 'was' }, yuan(product.price)) : null,
      stockBadge(product),
    ),
    h('div', { class: 'swatches' }, ...product.colors.map((color) => h('span', { class: 'dot', title: color.name, style: `--swatch:${swatch(color.name)}` }))),
  );
}
