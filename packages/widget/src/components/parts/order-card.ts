import { html } from 'lit';
import type { Locale, OrderPart } from '@kefu/protocol';
import { STRINGS, formatDateTime, formatMoney, translate } from '../../i18n/index.js';

/** An order summary: id, status, items, total and dates. */
export function orderCard(part: OrderPart, locale: Locale) {
  return html`
    <article class="card order" part="card card-order">
      <header class="card-head">
        <span class="muted">${translate(locale, 'orderId')} ${part.orderId}</span>
        <span class="pill status-${part.status}">${STRINGS[locale].orderStatus[part.status]}</span>
      </header>
      <ul class="items">
        ${part.items.map(
          (item) =>
            html`<li><span>${item.name}${item.options?.length ? html` <small class="muted">${item.options.map((option) => option.value).join(' / ')}</small>` : ''} × ${item.quantity}</span><span>${formatMoney(item.price, locale)}</span></li>`,
        )}
      </ul>
      <dl class="rows">
        <div class="total"><dt>${translate(locale, 'orderTotal')}</dt><dd>${formatMoney(part.total, locale)}</dd></div>
        <div><dt>${translate(locale, 'placedAt')}</dt><dd>${formatDateTime(part.placedAt, locale)}</dd></div>
        ${part.deliveredAt ? html`<div><dt>${translate(locale, 'deliveredAt')}</dt><dd>${formatDateTime(part.deliveredAt, locale)}</dd></div>` : ''}
      </dl>
    </article>
  `;
}
