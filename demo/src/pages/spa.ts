import '../styles.css';
import { createKefuApi, defineKefu } from '@kefu/widget';
import { fetchCatalog, type CatalogProduct } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { cheapest, finalPrice, money } from '../lib/format.js';
import { shopLocale, t } from '../lib/i18n.js';
import { icon } from '../lib/icons.js';
import { askKefu, kefu, provideKefu } from '../lib/kefu-global.js';
import { productPicture } from '../lib/product-picture.js';
import { productCard, stockBadge } from '../lib/product-card.js';
import { renderShell } from '../lib/shell.js';

// The npm way: no script tag; the app registers the elements and places <kefu-chat> itself.
defineKefu();
const chat = document.createElement('kefu-chat');
chat.server = location.origin;
chat.siteKey = 'demo';
chat.locale = shopLocale();
// The shell hands this element the signed-in shopper's identity token and the language, as it does window.Kefu
// on the other pages — before it connects, or the server would refuse the shopper's stored conversation.
provideKefu(createKefuApi(chat));
renderShell('spa');
document.body.append(chat);

const SNIPPET = `import { defineKefu } from '@kefu/widget';

defineKefu();
const chat = document.createElement('kefu-chat');
chat.server = 'https://kefu.example.com';
chat.siteKey = 'demo';
chat.locale = 'zh-CN';
chat.identify(session.identityToken); // signed by your backend
document.body.append(chat);

// On every route change: what the shopper is looking at.
router.afterEach((route) => {
  chat.setContext(route.productId ? { productId: route.productId } : undefined);
});
chat.addEventListener('kefu-message', (event) => console.log(event.detail));`;

type Route = { view: 'shop' } | { view: 'product'; productId: string } | { view: 'code' };

const FEATURED = 6;
let catalog: CatalogProduct[] = [];
const contextLine = h('span', { class: 'context-value', id: 'spa-context' }, t('spaContextNone'));

function currentRoute(): Route {
  const product = /^#\/product\/(.+)$/.exec(location.hash)?.[1];
  if (product) return { view: 'product', productId: decodeURIComponent(product) };
  return location.hash === '#/code' ? { view: 'code' } : { view: 'shop' };
}

function productView(product: CatalogProduct): HTMLElement {
  const variant = cheapest(product);
  const final = finalPrice(product, variant);
  const context = { productId: product.productId, pageTitle: product.title };
  return h(
    'article',
    { class: 'card spa-product', 'data-product-id': product.productId },
    h('div', { class: 'card-art' }, productPicture(product, variant.optionValues[0] ?? '')),
    h(
      'div',
      { class: 'spa-product-info' },
      h('a', { href: '#/', class: 'back-link' }, icon('back', 16), t('spaBack')),
      h('h2', {}, product.title),
      h('p', { class: 'muted' }, product.highlights.join(' · ')),
      h(
        'div',
        { class: 'price-row' },
        h('span', { class: 'price big' }, money(final)),
        final.amount < variant.price.amount ? h('span', { class: 'was' }, money(variant.price)) : null,
        stockBadge(product),
      ),
      h('button', { type: 'button', class: 'primary', id: 'spa-ask', onclick: () => askKefu(undefined, context) }, t('askAbout')),
    ),
  );
}

function view(route: Route): HTMLElement {
  if (route.view === 'code') return h('pre', { class: 'code', tabindex: 0 }, SNIPPET);
  if (route.view === 'product') {
    const product = catalog.find((candidate) => candidate.productId === route.productId);
    return product ? productView(product) : h('p', { class: 'muted' }, t('notFound'));
  }
  if (!catalog.length) return h('p', { class: 'muted' }, t('loadFailed'));
  return h(
    'div',
    { class: 'grid compact' },
    ...catalog.slice(0, FEATURED).map((product) => productCard(product, `#/product/${encodeURIComponent(product.productId)}`)),
  );
}

function render(): void {
  const route = currentRoute();
  const product = route.view === 'product' ? catalog.find((candidate) => candidate.productId === route.productId) : undefined;
  // The route is the context: what a merchant's router hook would do.
  kefu()?.setContext(product ? { productId: product.productId, pageTitle: product.title } : undefined);
  contextLine.textContent = product ? product.title : t('spaContextNone');
  const tab = (href: string, label: string, active: boolean) =>
    h('a', { href, class: active ? 'tab active' : 'tab', 'aria-current': active ? 'page' : undefined }, label);
  mount(
    'spa-view',
    h(
      'nav',
      { class: 'spa-nav', 'aria-label': t('spaViews') },
      tab('#/', t('spaTabShop'), route.view !== 'code'),
      tab('#/code', t('spaTabCode'), route.view === 'code'),
    ),
    h('p', { class: 'muted small' }, t('spaHint')),
    view(route),
  );
}

mount(
  'spa',
  h('div', { class: 'page-head' }, h('h1', {}, t('spaTitle')), h('p', { class: 'muted' }, t('spaText'))),
  h(
    'div',
    { class: 'spa-layout' },
    h('div', { id: 'spa-view', class: 'spa-main' }),
    h(
      'aside',
      { class: 'card spa-aside' },
      h('h2', {}, t('spaHowTitle')),
      h('ol', { class: 'steps' }, h('li', {}, t('spaStep1')), h('li', {}, t('spaStep2')), h('li', {}, t('spaStep3'))),
      h('p', { class: 'context-line', 'aria-live': 'polite' }, h('span', { class: 'muted' }, `${t('spaContext')}: `), contextLine),
      h('button', { type: 'button', class: 'primary', id: 'spa-open', onclick: () => chat.show() }, icon('chat', 18), t('heroCta')),
    ),
  ),
);
addEventListener('hashchange', render);
fetchCatalog()
  .then((products) => (catalog = products))
  .catch(() => undefined)
  .finally(render);
