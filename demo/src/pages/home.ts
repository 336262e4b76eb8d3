import '../styles.css';
import { fetchCatalog, type CatalogProduct, type ShopInfo } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { askKefu } from '../lib/kefu-global.js';
import { productPicture } from '../lib/product-picture.js';
import { productCard } from '../lib/product-card.js';
import { renderShell } from '../lib/shell.js';

// The tabs are the catalog's own product types, whatever the shop sells.
function render(products: CatalogProduct[], type: string | undefined): void {
  const shown = type === undefined ? products : products.filter((product) => product.type === type);
  const types = [...new Set(products.flatMap((product) => (product.type ? [product.type] : [])))];
  const tab = (name: string | undefined, label: string) =>
    h(
      'button',
      { type: 'button', class: name === type ? 'tab active' : 'tab', 'aria-pressed': String(name === type), onclick: () => render(products, name) },
      label,
    );
  mount('catalog-tabs', tab(undefined, t('all')), ...types.map((name) => tab(name, name)));
  mount('catalog', ...shown.map((product) => productCard(product)));
}

/**
 * The hero names the shop and what it sells; when the shop runs a promotion it is about that promotion (its name and
 * who may use it, from the shop's data). Its pictures are of one product per type, promoted ones first.
 */
function hero(shop: ShopInfo, products: CatalogProduct[]): void {
  const promotion = shop.promotions[0];
  const promoted = promotion ? products.filter((product) => product.promotions.some((applied) => applied.name === promotion.name)) : [];
  const byType = new Map<string, CatalogProduct>();
  for (const product of [...promoted, ...products]) if (!byType.has(product.type ?? product.productId)) byType.set(product.type ?? product.productId, product);
  const question = promotion ? t('heroAskPromo', { promotion: promotion.name }) : t('heroAskShop');
  mount(
    'hero',
    h(
      'div',
      { class: 'hero-text' },
      h('span', { class: 'eyebrow' }, promotion?.name ?? shop.name),
      h('h1', {}, promotion ? t('heroPromoTitle', { promotion: promotion.name }) : shop.name),
      h('p', {}, shop.sells ? t('heroSells', { name: shop.name, sells: shop.sells }) : shop.name),
      promotion?.eligibility ? h('p', { class: 'muted small' }, promotion.eligibility) : null,
      h('button', { type: 'button', class: 'primary', id: 'hero-ask', onclick: () => askKefu(question, undefined) }, t('heroCta')),
    ),
    // Decorative: the offer is in the text beside it.
    h(
      'div',
      { class: 'hero-art', 'aria-hidden': 'true' },
      ...[...byType.values()].slice(0, 2).map((product) => productPicture(product, product.options[0]?.values[0] ?? '')),
    ),
  );
}

const shop = renderShell('home');
Promise.all([shop, fetchCatalog()])
  .then(([info, products]) => {
    hero(info, products);
    render(products, undefined);
  })
  .catch(() => mount('catalog', h('p', { class: 'muted' }, t('loadFailed'))));
