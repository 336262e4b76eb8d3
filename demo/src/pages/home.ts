import '../styles.css';
import { fetchCatalog, type CatalogProduct } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { yuan } from '../lib/format.js';
import { t, type StringKey } from '../lib/i18n.js';
import { askKefu } from '../lib/kefu-global.js';
import { productArt, swatch as swatchOf } from '../lib/product-art.js';
import { renderShell } from '../lib/shell.js';

const CATEGORIES = ['all', 'phone', 'tablet', 'earbuds'] as const;

function stockBadge(product: CatalogProduct): HTMLElement {
  const stock = product.colors.reduce((sum, color) => sum + color.stock, 0);
  if (stock === 0) return h('span', { class: 'badge out' }, t('outOfStock'));
  if (stock < 10) return h('span', { class: 'badge low' }, t('lowStock', { n: stock }));
  return h('span', { class: 'badge ok' }, t('inStock'));
}

function card(product: CatalogProduct): HTMLElement {
  const final = product.price - (product.subsidy ?? 0);
  return h(
    'a',
    { class: 'card product-card', href: `/product.html?id=${encodeURIComponent(product.productId)}`, 'data-product-id': product.productId },
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
    h('div', { class: 'swatches' }, ...product.colors.map((color) => h('span', { class: 'dot', title: color.name, style: `--swatch:${swatchOf(color.name)}` }))),
  );
}

function render(products: CatalogProduct[], category: (typeof CATEGORIES)[number]): void {
  const shown = category === 'all' ? products : products.filter((product) => product.category === category);
  mount(
    'catalog-tabs',
    ...CATEGORIES.map((name) =>
      h('button', { type: 'button', class: name === category ? 'tab active' : 'tab', 'aria-pressed': String(name === category), onclick: () => render(products, name) }, t(name as StringKey)),
    ),
  );
  mount('catalog', ...shown.map(card));
}

renderShell('home');
mount(
  'hero',
  h(
    'div',
    { class: 'hero-text' },
    h('span', { class: 'eyebrow' }, t('subsidy')),
    h('h1', {}, t('heroTitle')),
    h('p', {}, t('heroText')),
    h('button', { type: 'button', class: 'primary', id: 'hero-ask', onclick: () => askKefu(t('heroAsk'), undefined) }, t('heroCta')),
  ),
  h('div', { class: 'hero-art' }, productArt({ category: 'phone', name: 'Find X9' }, '晴空蓝'), productArt({ category: 'earbuds', name: 'Enco' }, '月光白')),
);
fetchCatalog()
  .then((products) => render(products, 'all'))
  .catch(() => mount('catalog', h('p', { class: 'muted' }, t('loadFailed'))));
