import { describe, expect, it } from 'vitest';
import { escalationCardSchema } from './agent-console.js';
import { receiptPartSchema } from './parts.js';
import { handoffEventSchema } from './thread-event.js';
import { writtenRequestSchema } from './written-request.js';

const request = { workflow: 'cancel_order', orderId: 'KF10010003', why: 'Order KF10010003 has shipped.', rows: [{ label: 'Order', value: 'KF10010003' }] };

describe('order changes in the protocol', () => {
  it('a handoff may carry the written-up request, and one without it (older servers) is still valid', () => {
    expect(handoffEventSchema.safeParse({ seq: 4, state: 'queued', reason: 'requested', at: 1, request }).success).toBe(true);
    expect(handoffEventSchema.safeParse({ seq: 4, state: 'queued', reason: 'requested', at: 1 }).success).toBe(true);
  });

  it('refuses a written-up request naming an unknown workflow, no order, or an unknown key', () => {
    expect(writtenRequestSchema.safeParse({ ...request, workflow: 'teleport' }).success).toBe(false);
    expect(writtenRequestSchema.safeParse({ workflow: 'cancel_order', rows: [] }).success).toBe(false);
    expect(writtenRequestSchema.safeParse({ ...request, extra: 1 }).success).toBe(false);
    expect(writtenRequestSchema.safeParse({ ...request, rows: Array.from({ length: 41 }, () => ({ label: 'a', value: 'b' })) }).success).toBe(false);
  });

  it('the escalation card shows the request optionally', () => {
    const card = { threadId: 't1', siteId: 's1', mode: 'queued', customer: {}, locale: 'en', intents: [], entities: [], lastMessages: [] };
    expect(escalationCardSchema.safeParse(card).success).toBe(true);
    expect(escalationCardSchema.safeParse({ ...card, request }).success).toBe(true);
    expect(escalationCardSchema.safeParse({ ...card, request: { ...request, orderId: '' } }).success).toBe(false);
  });

  it('receipts of the new workflows are valid kinds', () => {
    for (const kind of ['cancel_order', 'change_address']) {
      expect(receiptPartSchema.safeParse({ type: 'receipt', kind, receiptId: 'C100001', title: 'Cancel order C100001', fields: [] }).success).toBe(true);
    }
  });
});
