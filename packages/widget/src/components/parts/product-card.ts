import { html } from 'lit';
import type { Locale, ProductPart } from '@kefu/protocol';
import { formatMoney, translate } from '../../i18n/index.js';
import { safeHref } from '../message/rich-text.js';
import { arrowIcon, deviceIcon } from '../icons/icons.js';

/** Whether any variant with `value` for the option at `index` can be ordered. */
const available = (part: ProductPart, index: number, value: string) =>
  part.variants.some((variant) => variant.optionValues[index] === value && variant.availability !== 'sold_out');

/**
 * A product card: image, name, price after its promotions (with the compare-at price when on sale), the option
 * groups with the values that are sold out struck through, highlights.
 */
export function productCard(part: ProductPart, locale: Locale) {
  const image = safeHref(part.imageUrl);
  const url = safeHref(part.url);
  const off = (part.promotions ?? []).reduce((sum, promotion) => sum + promotion.amount.amount, 0);
  const final = { amount: Math.max(0, part.price.amount - off), currency: part.price.currency };
  const was = off ? part.price : part.compareAtPrice;
  // Asked about "White": the stock line is the white variants', not the product's (a sold-out colour is not "in stock").
  const asked = part.asked ?? [];
  const variants = asked.length ? part.variants.filter((variant) => asked.every((value) => variant.optionValues.includes(value))) : part.variants;
  const counted = variants.filter((variant) => variant.quantity !== undefined);
  const open = variants.filter((variant) => variant.availability !== 'sold_out');
  const left = counted.reduce((sum, variant) => sum + (variant.quantity ?? 0), 0);
  const stockLabel =
    (asked.length ? `${asked.join(' / ')}: ` : '') +
    (!open.length
      ? translate(locale, 'outOfStock')
      : open.every((variant) => variant.availability === 'backorder')
        ? translate(locale, 'backorder')
        : counted.length === variants.length && left <= 5
          ? translate(locale, 'lowStock', { n: left })
          : translate(locale, 'inStock'));
  return html`
    <article class="card product" part="card card-product" aria-label=${part.name}>
      <div class="product-media">${image ? html`<img src=${image} alt="" loading="lazy" />` : deviceIcon(28)}</div>
      <div class="product-body">
        <h4 class="card-title">${part.name}</h4>
        <div class="product-price">
          <span class="price-final">${formatMoney(final, locale)}</span>
          ${was ? html`<s class="price-was">${formatMoney(was, locale)}</s>` : ''}
          ${(part.promotions ?? []).map((promotion) => html`<span class="tag tag-promotion">${promotion.name} −${formatMoney(promotion.amount, locale)}</span>`)}
        </div>
        <div class="product-meta">
          <span class=${open.length ? 'stock' : 'stock stock-out'}>${stockLabel}</span>
          ${part.options.map(
            (group, index) =>
              html`<span title=${group.name}>${group.values.map((value, at) => html`${at ? ' / ' : ''}${available(part, index, value) ? value : html`<s>${value}</s>`}`)}</span>`,
          )}
        </div>
        ${part.highlights?.length ? html`<ul class="chips">${part.highlights.map((item) => html`<li>${item}</li>`)}</ul>` : ''}
        ${part.stale ? html`<p class="note">${translate(locale, 'stale')}</p>` : ''}
        ${url ? html`<a class="card-link" href=${url} target="_blank" rel="noopener noreferrer">${translate(locale, 'viewProduct')} ${arrowIcon(14)}</a>` : ''}
      </div>
    </article>
  `;
}
