import { html } from 'lit';
import type { ComparisonPart, Locale } from '@kefu/protocol';
import { translate } from '../../i18n/index.js';

/** A side-by-side comparison of a few products. */
export function comparisonTable(part: ComparisonPart, locale: Locale) {
  return html`
    <article class="card comparison" part="card card-comparison">
      <div class="table-scroll">
        <table>
          <caption class="sr-only">${translate(locale, 'compare')}</caption>
          <thead>
            <tr>
              <td></td>
              ${part.products.map((product) => html`<th scope="col">${product.name}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${part.rows.map(
              (row) => html`<tr>
                <th scope="row">${row.label}</th>
                ${row.values.map((value) => html`<td>${value}</td>`)}
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
    </article>
  `;
}
