import { html } from 'lit';
import type { Locale, ProductPart } from '@kefu/protocol';
import { formatMoney, translate } from '../../i18n/index.js';
import { safeHref } from '../message/rich-text.js';
import { arrowIcon, deviceIcon } from '../icons/icons.js';

/** A product card: image, name, price with the subsidy applied, colours in stock, highlights. */
export function productCard(part: ProductPart, locale: Locale) {
  const image = safeHref(part.imageUrl);
  const url = safeHref(part.url);
  const final = part.subsidy ? Math.round((part.price - part.subsidy) * 100) / 100 : part.price;
  const stock = part.colors.reduce((sum, color) => sum + color.stock, 0);
  const stockLabel = stock === 0 ? translate(locale, 'outOfStock') : stock <= 5 ? translate(locale, 'lowStock', { n: stock }) : translate(locale, 'inStock');
  return html`
    <article class="card product" part="card card-product" aria-label=${part.name}>
      <div class="product-media">${image ? html`<img src=${image} alt="" loading="lazy" />` : deviceIcon(28)}</div>
      <div class="product-body">
        <h4 class="card-title">${part.name}</h4>
        <div class="product-price">
          <span class="price-final">${formatMoney(final, locale)}</span>
          ${part.subsidy
            ? html`<s class="price-was">${formatMoney(part.price, locale)}</s>
                <span class="tag tag-subsidy">${translate(locale, 'subsidy')} −${formatMoney(part.subsidy, locale)}</span>`
            : ''}
        </div>
        <div class="product-meta">
          <span class=${stock === 0 ? 'stock stock-out' : 'stock'}>${stockLabel}</span>
          ${part.colors.length ? html`<span>${part.colors.map((color) => color.name).join(' / ')}</span>` : ''}
          ${part.ram?.length ? html`<span>${part.ram.join(' / ')}</span>` : ''}
        </div>
        ${part.highlights?.length ? html`<ul class="chips">${part.highlights.map((item) => html`<li>${item}</li>`)}</ul>` : ''}
        ${part.stale ? html`<p class="note">${translate(locale, 'stale')}</p>` : ''}
        ${url ? html`<a class="card-link" href=${url} target="_blank" rel="noopener noreferrer">${translate(locale, 'viewProduct')} ${arrowIcon(14)}</a>` : ''}
      </div>
    </article>
  `;
}
