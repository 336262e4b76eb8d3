import { html } from 'lit';
import type { Locale, PricePart } from '@kefu/protocol';
import { formatDateTime, formatMoney, translate } from '../../i18n/index.js';

/** A price card: original − national subsidy = what the shopper pays. */
export function priceCard(part: PricePart, locale: Locale) {
  return html`
    <article class="card price" part="card card-price" aria-label=${part.name}>
      <h4 class="card-title">${part.name}</h4>
      <dl class="rows">
        <div><dt>${translate(locale, 'originalPrice')}</dt><dd>${formatMoney(part.original, locale)}</dd></div>
        ${part.subsidy
          ? html`<div class="subsidy"><dt>${translate(locale, 'nationalSubsidy')}</dt><dd>−${formatMoney(part.subsidy, locale)}</dd></div>`
          : ''}
        <div class="total"><dt>${translate(locale, 'finalPrice')}</dt><dd class="price-final">${formatMoney(part.final, locale)}</dd></div>
      </dl>
      ${part.stale ? html`<p class="note">${translate(locale, 'stale')}${part.asOf ? ` · ${formatDateTime(part.asOf, locale)}` : ''}</p>` : ''}
    </article>
  `;
}
