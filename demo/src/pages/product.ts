import '../styles.css';
import { fetchProduct, type CatalogProduct } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { yuan } from '../lib/format.js';
import { specLabel, t } from '../lib/i18n.js';
import { askKefu } from '../lib/kefu-global.js';
import { productArt, swatch } from '../lib/product-art.js';
import { renderShell } from '../lib/shell.js';

function stockText(stock: number): string {
  if (stock === 0) return t('outOfStock');
  return stock < 10 ? t('lowStock', { n: stock }) : t('inStock');
}

function render(product: CatalogProduct, colorIndex: number): void {
  const color = product.colors[colorIndex] ?? product.colors[0];
  const final = product.price - (product.subsidy ?? 0);
  const context = { productId: product.productId, pageTitle: product.name };
  document.title = `${product.name} · ${t('shopName')}`;
  mount(
    'product',
    h('div', { class: 'product-gallery' }, productArt(product, color?.name ?? '')),
    h(
      'div',
      { class: 'product-info' },
      h('p', { class: 'eyebrow' }, product.brand),
      h('h1', {}, product.name),
      h('p', { class: 'muted' }, product.highlights.join(' · ')),
      h(
        'div',
        { class: 'price-box' },
        product.subsidy
          ? h('div', {}, h('span', { class: 'label' }, t('afterSubsidy')), h('span', { class: 'price big', 'data-testid': 'final-price' }, yuan(final)), h('span', { class: 'was' }, yuan(product.price)), h('span', { class: 'badge subsidy' }, `${t('subsidy')} -${yuan(product.subsidy)}`))
          : h('div', {}, h('span', { class: 'price big', 'data-testid': 'final-price' }, yuan(product.price))),
      ),
      h('h2', { class: 'section-label' }, t('colors')),
      h(
        'div',
        { class: 'options', role: 'radiogroup', 'aria-label': t('colors') },
        ...product.colors.map((option, index) =>
          h(
            'button',
            { type: 'button', role: 'radio', 'aria-checked': String(index === colorIndex), class: index === colorIndex ? 'option selected' : 'option', onclick: () => render(product, index) },
            h('span', { class: 'dot', style: `--swatch:${swatch(option.name)}` }),
            option.name,
            h('small', { class: option.stock === 0 ? 'out' : undefined }, stockText(option.stock)),
          ),
        ),
      ),
      product.ram.length ? h('h2', { class: 'section-label' }, t('memory')) : null,
      product.ram.length ? h('div', { class: 'options' }, ...product.ram.map((ram) => h('span', { class: 'option static' }, ram))) : null,
      h('p', { class: 'muted small' }, t('warranty', { n: product.warrantyMonths })),
      h('button', { type: 'button', class: 'primary wide', id: 'ask-about', onclick: () => askKefu(undefined, context) }, t('askAbout')),
      h('h2', { class: 'section-label' }, t('quickAsks')),
      h(
        'div',
        { class: 'chips' },
        ...(['qPrice', 'qStock', 'qCompare'] as const).map((key) => h('button', { type: 'button', class: 'chip', onclick: () => askKefu(t(key), context) }, t(key))),
      ),
    ),
    h(
      'section',
      { class: 'specs' },
      h('h2', {}, t('specs')),
      h('dl', {}, ...Object.entries(product.specs).flatMap(([key, value]) => [h('dt', {}, specLabel(key)), h('dd', {}, value)])),
    ),
  );
}

renderShell('product');
const productId = new URLSearchParams(location.search).get('id') ?? '';
fetchProduct(productId)
  .then((product) => render(product, Math.max(0, product.colors.findIndex((color) => color.stock > 0))))
  .catch(() => mount('product', h('p', { class: 'muted' }, t('notFound'))));
