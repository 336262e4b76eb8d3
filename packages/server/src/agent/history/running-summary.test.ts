import { describe, expect, it } from 'vitest';
import { buildProductLexicon } from '../../adapters/rules/index.js';
import { foldIntoSummary } from './running-summary.js';

// The running summary tells the model which orders fell out of the history window. It read order numbers with a
// shape of its own (2–4 letters and 6+ digits, or a hyphen), so a Shopify order name ("#1251") or a one-letter
// prefix ("A1234567") was forgotten. Built: the shared shape of shop/model/order-number.ts, ids as the shop stores them.
const lexicon = buildProductLexicon([]);

describe('the orders of the running summary', () => {
  it('keeps every shape of order number that left the window, newest first, as its id', () => {
    const summary = foldIntoSummary(
      null,
      [
        { role: 'user', text: 'cancel #1251' },
        { role: 'assistant', text: 'Order TL-10244 (Air Runner Sneaker) is shipped.' },
        { role: 'user', text: 'and where is a1234567?' },
        { role: 'user', text: '订单KF10010003到哪了' },
      ],
      lexicon,
    );
    expect(summary.orderIds).toEqual(['KF10010003', 'A1234567', 'TL-10244', '1251']);
  });

  it('takes no price, phone or bare number for an order', () => {
    const summary = foldIntoSummary(null, [{ role: 'user', text: 'anything under 1001? call me on 13812345678' }], lexicon);
    expect(summary.orderIds).toEqual([]);
  });
});
