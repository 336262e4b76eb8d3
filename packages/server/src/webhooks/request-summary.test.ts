import { describe, expect, it } from 'vitest';
import { requestOf } from './request-summary.js';
import { REQUEST_KINDS } from './webhook-event.js';

describe('requests of the REST API and request.created', () => {
  it('name an order change by the commerce contract’s kind, as openapi.yaml lists them', () => {
    const of = (kind: string) => requestOf(3, { kind, receiptId: 'C100001', title: 't', fields: [] }).kind;
    expect(of('cancel_order')).toBe('cancel');
    expect(of('change_address')).toBe('address_change');
    expect(of('return')).toBe('return');
    for (const kind of ['return', 'exchange', 'repair', 'invoice', 'cancel_order', 'change_address']) expect(REQUEST_KINDS).toContain(of(kind));
  });
});
