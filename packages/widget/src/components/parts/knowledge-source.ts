import { html } from 'lit';
import type { KnowledgeSourcePart, Locale } from '@kefu/protocol';
import { translate } from '../../i18n/index.js';
import { safeHref } from '../message/rich-text.js';
import { bookIcon } from '../icons/icons.js';

/** The help article an answer was drawn from, with an excerpt. */
export function knowledgeSource(part: KnowledgeSourcePart, locale: Locale) {
  const url = safeHref(part.url);
  return html`
    <article class="card source" part="card card-source">
      <span class="muted small with-icon">${bookIcon(14)} ${translate(locale, 'source')}</span>
      <h4 class="card-title">${part.title}</h4>
      <p class="excerpt">${part.excerpt}</p>
      ${url ? html`<a class="card-link" href=${url} target="_blank" rel="noopener noreferrer">${translate(locale, 'readMore')}</a>` : ''}
    </article>
  `;
}
