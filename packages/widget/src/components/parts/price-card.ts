import { html } from 'lit';
import type { Locale, PricePart } from '@kefu/protocol';
import { formatDateTime, formatMoney, translate } from '../../i18n/index.js';

/** A price card: list price − each named promotion = what the shopper pays, with the compare-at price when on sale. */
export function priceCard(part: PricePart, locale: Locale) {
  return html`
    <article class="card price" part="card card-price" aria-label=${part.name}>
      <h4 class="card-title">${part.name}</h4>
      <dl class="rows">
        ${part.compareAtPrice ? html`<div><dt>${translate(locale, 'compareAt')}</dt><dd><s>${formatMoney(part.compareAtPrice, locale)}</s></dd></div>` : ''}
        <div><dt>${translate(locale, 'originalPrice')}</dt><dd>${formatMoney(part.price, locale)}</dd></div>
        ${part.promotions.map((promotion) => html`<div class="promotion"><dt>${promotion.name}</dt><dd>−${formatMoney(promotion.amount, locale)}</dd></div>`)}
        <div class="total"><dt>${translate(locale, 'finalPrice')}</dt><dd class="price-final">${formatMoney(part.final, locale)}</dd></div>
      </dl>
      ${part.stale ? html`<p class="note">${translate(locale, 'stale')}${part.asOf ? ` · ${formatDateTime(part.asOf, locale)}` : ''}</p>` : ''}
    </article>
  `;
}
