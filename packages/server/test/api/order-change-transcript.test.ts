import { describe, expect, it } from 'vitest';
import type { ThreadEvent } from '@kefu/protocol';
import { transcriptOf } from '../../src/api/transcript.js';
import { loadOpenApi } from './support/openapi-validator.js';

const request = {
  workflow: 'cancel_order' as const,
  orderId: 'KF10010003',
  why: 'Order KF10010003 has already shipped.',
  rows: [{ label: 'Order', value: 'KF10010003' }],
};

describe('the REST transcript of an order change', () => {
  it('keeps the written-up request of a handoff and names a cancellation receipt `cancel`, as openapi.yaml documents', async () => {
    const events: ThreadEvent[] = [
      {
        event: 'message:done',
        data: {
          seq: 1,
          message: {
            messageId: 'm1',
            role: 'assistant',
            text: 'Cancelled.',
            createdAt: 1,
            parts: [{ type: 'receipt', kind: 'cancel_order', receiptId: 'C100001', title: 'Cancellation C100001', fields: [] }],
          },
        },
      },
      { event: 'handoff', data: { seq: 2, state: 'queued', reason: 'requested', request, at: 2 } },
    ];
    const transcript = transcriptOf(events, []);
    expect(transcript.handoffs[0]).toMatchObject({ request });
    expect(transcript.requests[0]).toMatchObject({ kind: 'cancel', requestId: 'C100001' });
    const body = {
      conversation: { threadId: 't1', siteId: 'demo', status: 'handoff', startedAt: new Date(1).toISOString(), lastActivityAt: new Date(2).toISOString() },
      ...transcript,
      truncated: false,
    };
    expect((await loadOpenApi()).response('/api/v1/conversations/{threadId}', 200, body)).toEqual([]);
  });
});
