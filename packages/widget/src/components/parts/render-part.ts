import type { Locale, MessagePart } from '@kefu/protocol';
import { productCard } from './product-card.js';
import { priceCard } from './price-card.js';
import { comparisonTable } from './comparison-table.js';
import { orderCard } from './order-card.js';
import { logisticsTimeline } from './logistics-timeline.js';
import { receiptCard } from './receipt-card.js';
import { knowledgeSource } from './knowledge-source.js';
import { quickReplies } from './quick-replies.js';
import { html } from 'lit';
import { ensureElements } from '../../base/lazy-elements.js';
import { loadAttach } from '../../extras/attach/load-attach.js';

/** Renders any rich part by its type. */
export function renderPart(part: MessagePart, locale: Locale) {
  switch (part.type) {
    case 'product':
      return productCard(part, locale);
    case 'price':
      return priceCard(part, locale);
    case 'comparison':
      return comparisonTable(part, locale);
    case 'order':
      return orderCard(part, locale);
    case 'logistics':
      return logisticsTimeline(part, locale);
    case 'receipt':
      return receiptCard(part, locale);
    case 'knowledge_source':
      return knowledgeSource(part, locale);
    case 'quick_replies':
      return quickReplies(part);
    case 'file':
      // The thumbnail and its signed link live in the attach chunk, loaded when a transcript first shows a file.
      void ensureElements(loadAttach);
      return html`<kefu-file-thumb .file=${part} .locale=${locale}></kefu-file-thumb>`;
  }
}
