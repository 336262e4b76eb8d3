import { html } from 'lit';
import type { Locale, ReceiptPart } from '@kefu/protocol';
import { translate } from '../../i18n/index.js';
import { safeHref } from '../message/rich-text.js';
import { arrowIcon, checkIcon } from '../icons/icons.js';

/** What a finished return, exchange, repair or invoice created. */
export function receiptCard(part: ReceiptPart, locale: Locale) {
  const url = safeHref(part.url);
  return html`
    <article class="card receipt" part="card card-receipt">
      <h4 class="card-title with-icon"><span class="ok-badge">${checkIcon(14)}</span>${part.title}</h4>
      <dl class="rows">${part.fields.map((field) => html`<div><dt>${field.label}</dt><dd>${field.value}</dd></div>`)}</dl>
      ${part.instructions?.length ? html`<ol class="steps">${part.instructions.map((step) => html`<li>${step}</li>`)}</ol>` : ''}
      ${url ? html`<a class="card-link" href=${url} target="_blank" rel="noopener noreferrer">${translate(locale, 'viewReceipt')} ${arrowIcon(14)}</a>` : ''}
    </article>
  `;
}
