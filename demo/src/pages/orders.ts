import '../styles.css';
import { demoLogin, fetchDemoCustomers, fetchOrders, type CatalogOrder } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { day, yuan } from '../lib/format.js';
import { shopLocale, t } from '../lib/i18n.js';
import { askKefu } from '../lib/kefu-global.js';
import { currentSession, startSession } from '../lib/session.js';
import { renderShell } from '../lib/shell.js';

const STATUS_LABELS: Record<string, [string, string]> = {
  pending_payment: ['待付款', 'Awaiting payment'],
  paid: ['待发货', 'Paid'],
  shipped: ['运输中', 'Shipped'],
  delivered: ['已签收', 'Delivered'],
  completed: ['已完成', 'Completed'],
  cancelled: ['已取消', 'Cancelled'],
  refunding: ['退款中', 'Refunding'],
  refunded: ['已退款', 'Refunded'],
};

function statusLabel(status: string): string {
  const labels = STATUS_LABELS[status];
  return labels ? labels[shopLocale() === 'en' ? 1 : 0] : status;
}

function ask(zh: string, en: string, order: CatalogOrder): void {
  askKefu(shopLocale() === 'en' ? en : zh, { orderId: order.orderId });
}

function actions(order: CatalogOrder): HTMLElement {
  const buttons: HTMLElement[] = [];
  if (order.trackingNumber) buttons.push(h('button', { type: 'button', class: 'chip', onclick: () => ask(`订单 ${order.orderId} 到哪了？`, `Where is order ${order.orderId}?`, order) }, t('actTrack')));
  if (order.status === 'delivered' || order.status === 'completed') {
    buttons.push(
      h('button', { type: 'button', class: 'chip', 'data-action': 'return', onclick: () => ask(`我要退货，订单号 ${order.orderId}`, `I want to return order ${order.orderId}`, order) }, t('actReturn')),
      h('button', { type: 'button', class: 'chip', onclick: () => ask(`我要换货，订单号 ${order.orderId}`, `I want to exchange order ${order.orderId}`, order) }, t('actExchange')),
      h('button', { type: 'button', class: 'chip', onclick: () => ask(`我要报修，订单号 ${order.orderId}`, `I need a repair for order ${order.orderId}`, order) }, t('actRepair')),
    );
  }
  if (order.status !== 'cancelled' && order.status !== 'pending_payment') {
    buttons.push(h('button', { type: 'button', class: 'chip', onclick: () => ask(`我要开发票，订单号 ${order.orderId}`, `I need an invoice for order ${order.orderId}`, order) }, t('actInvoice')));
  }
  return h('div', { class: 'chips' }, ...buttons);
}

function orderCard(order: CatalogOrder): HTMLElement {
  return h(
    'article',
    { class: 'card order-card', 'data-order-id': order.orderId, 'data-status': order.status },
    h('header', {}, h('span', { class: 'muted small' }, `${t('orderNo')} ${order.orderId}`), h('span', { class: `status status-${order.status}` }, statusLabel(order.status))),
    h('ul', { class: 'items' }, ...order.items.map((item) => h('li', {}, h('span', {}, `${item.name}${item.color ? ` · ${item.color}` : ''} × ${item.quantity}`), h('span', {}, yuan(item.price * item.quantity))))),
    h(
      'footer',
      {},
      h('span', { class: 'muted small' }, `${t('placed')} ${day(order.placedAt)}${order.deliveredAt ? ` · ${t('delivered')} ${day(order.deliveredAt)}` : ''}`),
      h('strong', {}, `${t('total')} ${yuan(order.total)}`),
    ),
    actions(order),
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

async function showOrders(token: string, name: string): Promise<void> {
  const orders = await fetchOrders(token);
  mount(
    'orders',
    h('h1', {}, t('signedInAs', { name })),
    orders.length ? h('div', { class: 'order-list' }, ...orders.sort((a, b) => b.placedAt - a.placedAt).map(orderCard)) : h('p', { class: 'muted' }, t('noOrders')),
  );
}

renderShell('orders');
const session = currentSession();
(session ? showOrders(session.token, session.customer.name) : showLogin()).catch(() => mount('orders', h('p', { class: 'muted' }, t('loadFailed'))));
