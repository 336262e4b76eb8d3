import '../styles.css';
import { fetchCatalog, type CatalogProduct } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { askKefu } from '../lib/kefu-global.js';
import { productArt } from '../lib/product-art.js';
import { productCard } from '../lib/product-card.js';
import { renderShell } from '../lib/shell.js';

// The tabs are the catalog's own product types, whatever the shop sells.
function render(products: CatalogProduct[], type: string | undefined): void {
  const shown = type === undefined ? products : products.filter((product) => product.type === type);
  const types = [...new Set(products.flatMap((product) => (product.type ? [product.type] : [])))];
  const tab = (name: string | undefined, label: string) =>
    h('button', { type: 'button', class: name === type ? 'tab active' : 'tab', 'aria-pressed': String(name === type), onclick: () => render(products, name) }, label);
  mount('catalog-tabs', tab(undefined, t('all')), ...types.map((name) => tab(name, name)));
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
  h('div', { class: 'hero-art', 'aria-hidden': 'true' }, productArt({ type: 'phone', title: 'Find X9' }, 'blue'), productArt({ type: 'earbuds', title: 'Enco' }, 'white')),
);
fetchCatalog()
  .then((products) => render(products, undefined))
  .catch(() => mount('catalog', h('p', { class: 'muted' }, t('loadFailed'))));
