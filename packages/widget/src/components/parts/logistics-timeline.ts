import { html } from 'lit';
import type { Locale, LogisticsPart } from '@kefu/protocol';
import { formatDateTime, translate } from '../../i18n/index.js';
import { boxIcon } from '../icons/icons.js';

/** A parcel's journey, newest event first. */
export function logisticsTimeline(part: LogisticsPart, locale: Locale) {
  return html`
    <article class="card logistics" part="card card-logistics">
      <header class="card-head">
        <span class="card-title with-icon">${boxIcon(16)} ${part.carrier} · ${part.status}</span>
      </header>
      <p class="muted small">${translate(locale, 'trackingNumber')} ${part.trackingNumber}${
        part.estimatedDelivery ? ` · ${translate(locale, 'estimatedDelivery')} ${formatDateTime(part.estimatedDelivery, locale)}` : ''
      }</p>
      <ol class="timeline">
        ${part.events.map(
          (event) => html`<li>
            <span class="timeline-text">${event.description}${event.location ? ` · ${event.location}` : ''}</span>
            <time class="muted small">${formatDateTime(event.time, locale)}</time>
          </li>`,
        )}
      </ol>
    </article>
  `;
}
