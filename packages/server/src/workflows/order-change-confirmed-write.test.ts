import { describe, expect, it } from 'vitest';
import type { InterruptReply } from '@kefu/protocol';
import { shape, workflowHarness } from '../../test/workflows/harness.js';
import { createShopFolderCommerce } from '../adapters/commerce/shop-folder-commerce.js';
import { MemoryConfirmedWriteStore } from '../adapters/memory/memory-confirmed-write-store.js';
import { createLogger } from '../logger.js';
import { UnsupportedWriteError, type WriteRequest } from '../ports/commerce-backend.js';
import { completeConfirmedWrite } from './complete-confirmed-write.js';

const LIN = 'c_1001';

/** A cancellation of Lin's paid order KF10010004 at its confirmation, on a demo shop that records every write. */
async function cancelAtConfirmation() {
  const store = new MemoryConfirmedWriteStore();
  const sent: WriteRequest[] = [];
  const h0 = workflowHarness();
  const demo = createShopFolderCommerce({ clock: h0.clock });
  const commerce = Object.assign(Object.create(demo) as typeof demo, {
    submit: (request: WriteRequest) => {
      sent.push(structuredClone(request));
      return demo.submit(request);
    },
  });
  const h = workflowHarness({ commerce, confirmedWrites: store });
  await h.runner.start(h.context(LIN), 'cancel_order', { orderId: 'KF10010004' }, h.sink.output);
  await h.reply({ action: 'answer', value: 'changed_mind' }, LIN);
  const confirmation = h.lastOpen();
  expect(confirmation).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order' } });
  const approval = { ...h.context(LIN), interrupt: confirmation, reply: { interruptId: confirmation.interruptId, action: 'approve' } as InterruptReply };
  return { h, store, sent, demo, confirmation, approval };
}

describe('confirmed order changes are never lost', () => {
  it('records an approved cancellation before the ack and completes it from the record when the workflow never moved on (a crash)', async () => {
    const { h, store, sent, demo, confirmation, approval } = await cancelAtConfirmation();
    await h.runner.acceptReply(approval);
    expect(await store.get('t1')).toMatchObject({
      workflow: 'cancel_order',
      request: {
        kind: 'cancel',
        orderId: 'KF10010004',
        customerId: LIN,
        details: { cancelReason: 'changed_mind' },
        idempotencyKey: `t1:${confirmation.interruptId}`,
      },
    });
    await h.sink.output.emit({ event: 'interrupt:closed', interruptId: confirmation.interruptId, reason: 'answered' });
    // The process died here; the shopper's next message completes the confirmed cancellation exactly once.
    expect(await h.say('你好', LIN)).toBe('not_active');
    expect(sent.map((request) => request.kind)).toEqual(['cancel']);
    expect((await demo.getOrder('KF10010004'))?.status).toBe('cancelled');
    expect(shape(h.sink.drafts).filter((entry) => entry === 'message +receipt')).toHaveLength(1);
    expect(await store.get('t1')).toBeUndefined();
  });

  it('a recorded cancellation the shop does not take (501) goes to a human written up, not retried as a failure', async () => {
    const { h, store, approval } = await cancelAtConfirmation();
    await h.runner.acceptReply(approval);
    const record = (await store.get('t1'))!;
    let calls = 0;
    const unsupported = {
      ...createShopFolderCommerce({ clock: h.clock }),
      submit: async (request: WriteRequest): Promise<never> => {
        calls += 1;
        throw new UnsupportedWriteError(request.kind);
      },
    };
    const drafts: unknown[] = [];
    const output = { delta() {}, status() {}, emit: async (draft: unknown) => drafts.push(draft) };
    expect(await completeConfirmedWrite(record, output, { commerce: unsupported, store, clock: h.clock, logger: createLogger('silent') })).toBe('completed');
    expect(calls).toBe(1);
    expect(drafts.at(-1)).toMatchObject({
      event: 'handoff',
      state: 'queued',
      reason: 'requested',
      request: { workflow: 'cancel_order', orderId: 'KF10010004', rows: expect.arrayContaining([{ label: '取消原因', value: '不想要了' }]) },
    });
    expect(drafts.at(-2)).toMatchObject({ event: 'message:done', message: { text: expect.stringContaining('暂不支持') } });
    expect(await store.get('t1')).toBeUndefined();
  });
});
