import '../styles.css';
import { fetchCatalog, type CatalogProduct } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { t, type StringKey } from '../lib/i18n.js';
import { askKefu } from '../lib/kefu-global.js';
import { productArt } from '../lib/product-art.js';
import { productCard } from '../lib/product-card.js';
import { renderShell } from '../lib/shell.js';

const CATEGORIES = ['all', 'phone', 'tablet', 'earbuds'] as const;

function render(products: CatalogProduct[], category: (typeof CATEGORIES)[number]): void {
  const shown = category === 'all' ? products : products.filter((product) => product.category === category);
  mount(
    'catalog-tabs',
    ...CATEGORIES.map((name) =>
      h('button', { type: 'button', class: name === category ? 'tab active' : 'tab', 'aria-pressed': String(name === category), onclick: () => render(products, name) }, t(name as StringKey)),
    ),
  );
  mount('catalog', ...shown.map((product) => productCard(product)));
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
  // Decorative: the offer is in the text beside it.
  h('div', { class: 'hero-art', 'aria-hidden': 'true' }, productArt({ category: 'phone', name: 'Find X9' }, 'blue'), productArt({ category: 'earbuds', name: 'Enco' }, 'white')),
);
fetchCatalog()
  .then((products) => render(products, 'all'))
  .catch(() => mount('catalog', h('p', { class: 'muted' }, t('loadFailed'))));
