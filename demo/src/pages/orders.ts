import '../styles.css';
import { demoLogin, fetchCatalog, fetchDemoCustomers, fetchOrders, type CatalogOrder, type CatalogProduct, type DemoSession } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { day, money } from '../lib/format.js';
import { helpArticle, loadHelpArticles } from '../lib/help-topics.js';
import { localized, t } from '../lib/i18n.js';
import { icon } from '../lib/icons.js';
import { askKefu } from '../lib/kefu-global.js';
import { orderActions, type OrderAction } from '../lib/order-actions.js';
import { orderStatusLabel } from '../lib/order-status.js';
import { productPicture } from '../lib/product-picture.js';
import { currentSession, startSession } from '../lib/session.js';
import { renderShell, signOutButton } from '../lib/shell.js';

function actionButton(order: CatalogOrder, action: OrderAction): HTMLElement {
  const className = action.primary ? 'button small solid' : 'button small ghost';
  if (action.href) return h('a', { class: className, href: action.href, 'data-action': action.key }, t(action.label));
  const [zh, en] = action.question ?? ['', ''];
  return h(
    'button',
    { type: 'button', class: className, 'data-action': action.key, onclick: () => askKefu(localized(zh, en), { orderId: order.orderId }) },
    t(action.label),
  );
}

function item(entry: CatalogOrder['lines'][number], product: CatalogProduct | undefined): HTMLElement {
  const options = entry.options.map((option) => option.value).join(' / ');
  return h(
    'li',
    { class: 'order-item' },
    h('span', { class: 'thumb', 'aria-hidden': 'true' }, product ? productPicture(product, entry.options[0]?.value ?? '') : icon('box', 28)),
    h(
      'span',
      { class: 'item-info' },
      product
        ? h('a', { href: `/product.html?id=${encodeURIComponent(entry.productId)}`, class: 'item-name' }, entry.title)
        : h('span', { class: 'item-name' }, entry.title),
      h('span', { class: 'muted small' }, [options, t('quantity', { n: entry.quantity })].filter(Boolean).join(' · ')),
    ),
    h('span', { class: 'item-price' }, money({ amount: entry.unitPrice.amount * entry.quantity, currency: entry.unitPrice.currency })),
  );
}

/** The line under an order's items: where its refund is, or when it was delivered. */
function orderNote(order: CatalogOrder): string {
  const { refund } = order;
  if (refund && order.status === 'refunding')
    return refund.expectedBy
      ? t('refundingBy', { amount: money(refund.amount), date: day(refund.expectedBy) })
      : t('refunding', { amount: money(refund.amount) });
  if (refund && order.status === 'refunded')
    return refund.refundedAt
      ? t('refundedOn', { amount: money(refund.amount), date: day(refund.refundedAt) })
      : t('refunded', { amount: money(refund.amount) });
  return order.deliveredAt ? `${t('delivered')} ${day(order.deliveredAt)}` : '';
}

function orderCard(order: CatalogOrder, products: Map<string, CatalogProduct>, now: number): HTMLElement {
  const actions = orderActions(order, now);
  return h(
    'article',
    { class: 'card order-card', 'data-order-id': order.orderId, 'data-status': order.status, 'aria-label': `${t('orderNo')} ${order.orderId}` },
    h(
      'header',
      {},
      h('span', { class: 'order-meta' }, h('span', {}, `${t('orderNo')} ${order.orderId}`), h('span', {}, `${t('placed')} ${day(order.placedAt)}`)),
      h('span', { class: `status status-${order.status}` }, orderStatusLabel(order.status)),
    ),
    h('ul', { class: 'items' }, ...order.lines.map((entry) => item(entry, products.get(entry.productId)))),
    h(
      'footer',
      {},
      h('span', { class: 'muted small', 'data-testid': 'order-note' }, orderNote(order)),
      h('span', { class: 'order-total' }, `${t('total')} `, h('strong', {}, money(order.total))),
    ),
    actions.length
      ? h(
          'div',
          { class: 'order-actions', role: 'group', 'aria-label': t('orderActions', { id: order.orderId }) },
          ...actions.map((action) => actionButton(order, action)),
        )
      : null,
  );
}

async function showLogin(): Promise<void> {
  const customers = await fetchDemoCustomers();
  mount(
    'orders',
    h(
      'section',
      { class: 'card login' },
      h('h1', {}, t('signInTitle')),
      h('p', { class: 'muted' }, t('signInText')),
      h(
        'div',
        { class: 'customers' },
        ...customers.map((customer) =>
          h(
            'button',
            {
              type: 'button',
              class: 'customer',
              'data-customer-id': customer.customerId,
              onclick: async () => {
                startSession(await demoLogin(customer.customerId));
                location.reload();
              },
            },
            h('span', { class: 'avatar', 'aria-hidden': 'true' }, customer.name.slice(0, 1)),
            h('span', {}, customer.name),
            h('small', { class: 'muted' }, customer.customerId),
          ),
        ),
      ),
    ),
  );
}

function emptyState(): HTMLElement {
  return h(
    'section',
    { class: 'card empty' },
    icon('box', 40),
    h('h2', {}, t('noOrders')),
    h('p', { class: 'muted' }, t('noOrdersText')),
    h('a', { class: 'button solid', href: '/' }, t('browseShop')),
  );
}

const AFTER_SALES_ARTICLES = ['returns-7-day', 'returns-process', 'exchange-policy', 'invoice-types', 'warranty-policy'];

function aside(session: DemoSession, orderCount: number): HTMLElement {
  return h(
    'aside',
    { class: 'orders-aside' },
    h(
      'section',
      { class: 'card account-card', 'aria-label': t('accountTitle') },
      h('span', { class: 'avatar', 'aria-hidden': 'true' }, session.customer.name.slice(0, 1)),
      h(
        'span',
        { class: 'account-card-name' },
        h('strong', {}, session.customer.name),
        h('span', { class: 'muted small' }, t('ordersSummary', { name: session.customer.customerId, n: orderCount })),
      ),
      signOutButton(),
    ),
    h(
      'section',
      { class: 'card related' },
      h('h2', {}, t('footAfterSales')),
      h(
        'ul',
        { class: 'article-links' },
        ...AFTER_SALES_ARTICLES.flatMap((id) => helpArticle(id) ?? []).map((entry) =>
          h('li', {}, h('a', { href: entry.url, class: 'article-link' }, h('span', {}, entry.title), icon('chevron', 16))),
        ),
      ),
      h('button', { type: 'button', class: 'button ghost', onclick: () => askKefu() }, icon('chat', 16), t('askButton')),
    ),
  );
}

async function showOrders(session: DemoSession): Promise<void> {
  // The catalog gives each line its picture; the orders still show without it.
  const [orders, catalog] = await Promise.all([fetchOrders(session.token), fetchCatalog().catch(() => []), loadHelpArticles()]);
  const products = new Map(catalog.map((product) => [product.productId, product]));
  const now = Date.now();
  mount(
    'orders',
    h('div', { class: 'page-head' }, h('h1', {}, t('navOrders')), h('p', { class: 'muted' }, t('signedInAs', { name: session.customer.name }))),
    h(
      'div',
      { class: 'orders-layout' },
      orders.length
        ? h('div', { class: 'order-list' }, ...orders.sort((a, b) => b.placedAt - a.placedAt).map((order) => orderCard(order, products, now)))
        : emptyState(),
      aside(session, orders.length),
    ),
  );
}

renderShell('orders');
const session = currentSession();
(session ? showOrders(session) : showLogin()).catch(() => mount('orders', h('p', { class: 'muted' }, t('loadFailed'))));
